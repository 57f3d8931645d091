import type { SignUpInput } from '@reshelf/domain';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { auth } from '../../lib/firebase';
import { sendVerification } from '../../lib/auth-emails';
import { registerProfile } from './profile';
import { startSession } from './start-session';

/**
 * Creates the account, names it, sends the verification email, fetches the accessToken and
 * registers the profile. The claims trigger then sets the account's claims, and SessionSync
 * picks them up.
 */
export async function signUp({ name, email, password, account }: SignUpInput) {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name });
  // A lost email is no reason to fail the sign-up: the refusal later offers to send it again.
  await sendVerification(user).catch((err: unknown) => console.error('Could not send the verification email', err));
  await startSession(user);
  await registerProfile(user, { name, account });
}
