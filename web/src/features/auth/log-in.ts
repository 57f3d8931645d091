import type { LoginInput } from '@reshelf/domain';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '../../lib/firebase';
import { startSession } from './start-session';

export async function logIn({ email, password }: LoginInput) {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  try {
    await startSession(user);
  } catch (err) {
    // Without an accessToken the app cannot act for the user: leave no half-signed-in session.
    await signOut(auth).catch(() => undefined);
    throw err;
  }
}
