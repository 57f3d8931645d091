// The Firebase Auth calls of signing up and in: the sign-in forms (features/auth) reach the SDK
// through here (eslint.config.js). Import it only from lazily loaded code, as lib/firebase.
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth';
import { auth, usesEmulators } from './firebase';

export type { User };

/** The signed-in Firebase user, if any. */
export const currentUser = () => auth.currentUser;

export const signInWithPassword = async (email: string, password: string) =>
  (await signInWithEmailAndPassword(auth, email, password)).user;

export const createAccount = async (email: string, password: string) =>
  (await createUserWithEmailAndPassword(auth, email, password)).user;

export const setPassword = (user: User, password: string) => updatePassword(user, password);

export const setDisplayName = (user: User, name: string) => updateProfile(user, { displayName: name });

/**
 * Signs in with Google: its popup, or offline, where the popup cannot load, the Auth emulator's
 * unsigned ID token as JSON (DESIGN: decisions) for the account `picked` on the emulated picker.
 * The subject is derived from the email, so the same account comes back.
 */
export async function signInToGoogle(picked?: { email: string; name: string }) {
  const credential = usesEmulators
    ? await signInWithCredential(
        auth,
        GoogleAuthProvider.credential(
          JSON.stringify({
            sub: `emulated-${picked!.email}`,
            email: picked!.email,
            email_verified: true,
            name: picked!.name,
          }),
        ),
      )
    : await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return { user: credential.user, isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
}
