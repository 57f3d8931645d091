import type { LoginInput } from '@reshelf/domain';
import { signInWithPassword, type User } from '../../lib/account';
import { endSession, refusesSession } from '../../lib/api-client';
import { auth } from '../../lib/firebase';
import { undoSignIn } from '../../lib/local-cache';
import { startSession } from './start-session';

/** Signs in; `needsProfile` when the account's sign-up stopped before its profile was registered. */
export async function logIn({ email, password }: LoginInput): Promise<{ user: User; needsProfile: boolean }> {
  return finishSignIn(await signInWithPassword(email, password));
}

/**
 * The session of a signed-in Firebase user (by password here, by phone and code in the phone
 * dialog). An ID token that carries the account's role says its profile exists (the claims
 * trigger mirrors it), so the reader goes on at once and the accessToken follows; the API's calls
 * wait for it (lib/api-client.ts), and a refusal signs out as an API call's would. Going on first
 * shows a sign-in's first book about 0.2 s sooner (docs/performance.md, "Sign-in's first page in
 * one request").
 */
export async function finishSignIn(user: User) {
  const { claims } = await user.getIdTokenResult();
  if (claims.account !== undefined || claims.admin === true) {
    void startSession(user).catch((err: unknown) => {
      console.error('Could not fetch the accessToken', err);
      if (refusesSession(err)) void endSession();
    });
    return { user, needsProfile: false };
  }
  try {
    const { hasProfile } = await startSession(user);
    return { user, needsProfile: !hasProfile };
  } catch (err) {
    // Without an accessToken the app cannot act for the user: leave no half-signed-in session.
    await undoSignIn(auth).catch(() => undefined);
    throw err;
  }
}
