import { COLLECTIONS, DEFAULT_ACCOUNT, type CreatedReply } from '@reshelf/domain';
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type User,
} from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { api } from '../../lib/api-client';
import { auth, db, usesEmulators } from '../../lib/firebase';
import { startSession } from './start-session';

/** The Google account the offline picker stands in for. */
export interface PickedAccount {
  email: string;
  name: string;
}

/**
 * Offline, Google's popup cannot load, so the Auth emulator takes an unsigned ID token as JSON
 * (DESIGN: decisions). The subject is derived from the email, so the same account comes back.
 */
function emulatedCredential({ email, name }: PickedAccount) {
  return GoogleAuthProvider.credential(JSON.stringify({ sub: `emulated-${email}`, email, email_verified: true, name }));
}

/** A Google user signing in for the first time gets a Buyer profile. */
async function ensureProfile(user: User) {
  const profile = await getDoc(doc(db, COLLECTIONS.users, user.uid));
  if (profile.exists()) return false;
  const name = user.displayName?.trim() || user.email!.split('@')[0];
  // POST /users is idempotent, so a retry after a failure is harmless.
  await api<CreatedReply>('/users', {
    method: 'POST',
    body: { name, email: user.email, account: DEFAULT_ACCOUNT },
    toast: false,
  });
  return true;
}

/** Signs in with Google; resolves whether a new profile was registered. */
export async function signInWithGoogle(picked?: PickedAccount) {
  const { user } = usesEmulators
    ? await signInWithCredential(auth, emulatedCredential(picked!))
    : await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  await startSession(user);
  return { isNew: await ensureProfile(user) };
}

/** True when the Google button must first ask which account to use. */
export const needsAccountPicker = usesEmulators;
