// reactfire imports these SDKs for hooks this app never calls (reactfire#489), and Firestore
// imports re2js only for pipeline regex expressions: the build aliases them to this module, so
// Database, Functions, Remote Config, Storage and re2js stay out of the bundle.
const unused = (): never => {
  throw new Error('This Firebase SDK is not part of the Reshelf bundle');
};

export const RE2JS = { compile: unused };

export {
  unused as ensureInitialized,
  unused as get,
  unused as getAll,
  unused as getBoolean,
  unused as getDownloadURL,
  unused as getNumber,
  unused as getString,
  unused as getValue,
  unused as httpsCallable,
  unused as off,
  unused as onChildAdded,
  unused as onChildChanged,
  unused as onChildMoved,
  unused as onChildRemoved,
  unused as onValue,
  unused as ref,
};
