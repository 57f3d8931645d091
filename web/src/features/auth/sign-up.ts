import type { CreatedReply, SignUpInput } from '@reshelf/domain';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { api } from '../../lib/api-client';
import { auth } from '../../lib/firebase';
import { startSession } from './start-session';

/**
 * Creates the account, names it, fetches the accessToken and registers the profile. The
 * claims trigger then sets the account's claims, and SessionSync picks them up.
 */
export async function signUp({ name, email, password, account }: SignUpInput) {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name });
  await startSession(user);
  await api<CreatedReply>('/users', { method: 'POST', body: { name, email, account }, toast: false });
}
