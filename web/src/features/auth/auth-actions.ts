// What the sign-in forms do with Firebase. The forms load it apart (loadAuthActions), so the login
// and sign-up pages paint and hydrate without the SDK.
import { auth } from '../../lib/firebase';
import { undoSignIn } from '../../lib/local-cache';

export { finishSignIn, logIn } from './log-in';
export { signUp } from './sign-up';
export { signInWithGoogle } from './google-sign-in';
export { registerProfile } from './profile';
export { requestPasswordReset } from '../../lib/auth-emails';

/** Signs out an account that stopped half-way, leaving nothing of it in the browser. */
export const abandonSignIn = () => undoSignIn(auth);
