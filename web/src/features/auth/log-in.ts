import type { LoginInput } from '@reshelf/domain';
import { signInWithPassword, type User } from '../../lib/account';
import { auth } from '../../lib/firebase';
import { undoSignIn } from '../../lib/local-cache';
import { startSession } from './start-session';

/** Signs in; `needsProfile` when the account's sign-up stopped before its profile was registered. */
export async function logIn({ email, password }: LoginInput): Promise<{ user: User; needsProfile: boolean }> {
  return finishSignIn(await signInWithPassword(email, password));
}

/** The session of a signed-in Firebase user (by password here, by phone and code in the phone dialog). */
export async function finishSignIn(user: User) {
  try {
    const { hasProfile } = await startSession(user);
    return { user, needsProfile: !hasProfile };
  } catch (err) {
    // Without an accessToken the app cannot act for the user: leave no half-signed-in session.
    await undoSignIn(auth).catch(() => undefined);
    throw err;
  }
}
