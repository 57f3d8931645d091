import type { SignUpInput } from '@reshelf/domain';
import { createAccount, currentUser, setDisplayName, setPassword, type User } from '../../lib/account';
import { sendVerification } from '../../lib/auth-emails';
import { registerProfile } from './profile';
import { startSession } from './start-session';

// The account an earlier try created before the connection dropped; a retry finishes it
// instead of failing on "email already in use".
let unfinished: User | null = null;

/**
 * Creates the account, names it, sends the verification email, fetches the accessToken and
 * registers the profile. The claims trigger then sets the account's claims, and SessionSync
 * picks them up.
 */
export async function signUp({ name, email, password, account }: SignUpInput) {
  let user = unfinished === currentUser() && unfinished?.email === email.toLowerCase() ? unfinished : null;
  if (user) {
    // The password typed now is the one the person will remember.
    await setPassword(user, password);
  } else {
    user = await createAccount(email, password);
    unfinished = user;
    // A lost email is no reason to fail the sign-up: the refusal later offers to send it again.
    await sendVerification(user).catch((err: unknown) => console.error('Could not send the verification email', err));
  }
  await setDisplayName(user, name);
  await startSession(user);
  await registerProfile(user, { name, account });
  unfinished = null;
}
