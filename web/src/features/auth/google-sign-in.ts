import { DEFAULT_ACCOUNT, type AccountType } from '@reshelf/domain';
import {
  browserPopupRedirectResolver,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type User,
} from 'firebase/auth';
import { auth, usesEmulators } from '../../lib/firebase';
import type { GoogleProfile, PickedAccount } from './google-account';
import { hasProfile, registerProfile } from './profile';
import { startSession } from './start-session';

/**
 * Offline, Google's popup cannot load, so the Auth emulator takes an unsigned ID token as JSON
 * (DESIGN: decisions). The subject is derived from the email, so the same account comes back.
 */
function emulatedCredential({ email, name }: PickedAccount) {
  return GoogleAuthProvider.credential(JSON.stringify({ sub: `emulated-${email}`, email, email_verified: true, name }));
}

/**
 * Signs in with Google. A new Google account registers its profile with the account chosen on the
 * sign-up form (a Buyer from the login form). An older one without a profile (its sign-up stopped
 * half-way) comes back 'missing', for the caller to ask what it lacks.
 */
export async function signInWithGoogle(picked?: PickedAccount, account?: AccountType) {
  const credential = usesEmulators
    ? await signInWithCredential(auth, emulatedCredential(picked!))
    : await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  const { user } = credential;
  await startSession(user);
  if (await hasProfile(user)) return { user, profile: 'existing' as GoogleProfile };
  const chosen = account ?? (getAdditionalUserInfo(credential)?.isNewUser ? DEFAULT_ACCOUNT : undefined);
  if (!chosen) return { user, profile: 'missing' as GoogleProfile };
  await registerProfile(user, { name: nameOf(user), account: chosen });
  return { user, profile: 'created' as GoogleProfile };
}

/** The name Google gave, else the email's local part. */
export const nameOf = (user: User) => user.displayName?.trim() || user.email!.split('@')[0]!;
