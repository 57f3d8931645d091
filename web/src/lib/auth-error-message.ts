import { ERROR } from '@reshelf/domain';
import { FirebaseError } from 'firebase/app';
import { ApiError } from './api-client';

const byCode: Record<string, string> = {
  'auth/invalid-credential': ERROR.wrongCredentials,
  'auth/invalid-login-credentials': ERROR.wrongCredentials,
  'auth/wrong-password': ERROR.wrongCredentials,
  'auth/user-not-found': ERROR.wrongCredentials,
  'auth/invalid-email': ERROR.wrongCredentials,
  'auth/email-already-in-use': ERROR.emailInUse,
  'auth/account-exists-with-different-credential': ERROR.emailInUse,
  'auth/credential-already-in-use': ERROR.emailInUse,
  'auth/weak-password': ERROR.weakPassword,
  'auth/too-many-requests': ERROR.tooManyAttempts,
  'auth/network-request-failed': ERROR.network,
  'auth/popup-closed-by-user': ERROR.popupClosed,
  'auth/cancelled-popup-request': ERROR.popupClosed,
  'auth/user-cancelled': ERROR.popupClosed,
  'auth/expired-action-code': ERROR.actionLinkInvalid,
  'auth/invalid-action-code': ERROR.actionLinkInvalid,
};

/** Refusals the person can fix themselves: worth a warning in the log, not an error. */
const refusals = new Set<string>([
  ERROR.wrongCredentials,
  ERROR.emailInUse,
  ERROR.weakPassword,
  ERROR.tooManyAttempts,
  ERROR.popupClosed,
  ERROR.actionLinkInvalid,
]);

export function isRefusal(err: unknown) {
  return err instanceof FirebaseError && refusals.has(byCode[err.code] ?? '');
}

/** The sentence to show for a failed sign-in or sign-up. */
export function authErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof FirebaseError) return byCode[err.code] ?? ERROR.generic;
  return ERROR.generic;
}
