// The one place the app gets Firebase's services from. Import it only from lazily loaded code:
// Home's first paint must not wait for the Firebase SDK (DESIGN: local stack). The services are
// set up in firebase-services/, a module each.
import { firebaseApp } from './firebase-services/app';
import { auth } from './firebase-services/auth';
import { db } from './firebase-services/firestore';
import { clearCacheAtSignOut } from './local-cache';

export { usesEmulators } from './firebase-services/app';
export { firebaseApp, auth, db };

clearCacheAtSignOut(auth, db);
