// The emails Firebase sends for us: verification and password reset. Their links open
// /auth/action (production sets that as the templates' action URL); the continue URL is /login.
import { sendEmailVerification, sendPasswordResetEmail, type User } from 'firebase/auth';
import { firebaseErrorCode } from './auth-error-message';
import { auth } from './firebase';

const continueToLogin = () => ({ url: `${window.location.origin}/login` });

export async function sendVerification(user: User) {
  await sendEmailVerification(user, continueToLogin());
}

/** Resolves the same way whether or not an account uses the email: nobody learns who has one. */
export async function requestPasswordReset(email: string) {
  try {
    await sendPasswordResetEmail(auth, email, continueToLogin());
  } catch (err) {
    if (firebaseErrorCode(err) !== 'auth/user-not-found') throw err;
  }
}
