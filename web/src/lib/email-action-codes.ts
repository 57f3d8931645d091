import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { auth } from './firebase';

// A code works once: a second render (StrictMode, a remount) must not spend it again.
const verifications = new Map<string, Promise<void>>();

/** Confirms the email a verification link was sent to, and refreshes the signed-in user if it is theirs. */
export function verifyEmail(code: string) {
  let done = verifications.get(code);
  if (!done) {
    done = applyActionCode(auth, code).then(() => auth.currentUser?.reload());
    verifications.set(code, done);
  }
  return done;
}

/** The email whose password a reset link changes; fails for an expired or used code. */
export const emailOfResetCode = (code: string) => verifyPasswordResetCode(auth, code);

export const resetPassword = (code: string, password: string) => confirmPasswordReset(auth, code, password);
