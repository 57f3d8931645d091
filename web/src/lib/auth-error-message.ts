import { ERROR } from '@reshelf/domain';
import { ApiError } from './api-client';

/**
 * The code of a Firebase SDK error ('auth/…'), read by its name rather than `instanceof
 * FirebaseError`: the sign-in pages show these messages before the SDK has loaded, and the class
 * alone would bring 9 KB gzip of it.
 */
export function firebaseErrorCode(err: unknown): string | undefined {
  return err instanceof Error && err.name === 'FirebaseError' && typeof (err as { code?: unknown }).code === 'string'
    ? (err as Error & { code: string }).code
    : undefined;
}

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
  return refusals.has(byCode[firebaseErrorCode(err) ?? ''] ?? '');
}

/** What to show for a failed sign-in or sign-up: a catalogue key, or the API's own words; show it with translate(). */
export function authErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return byCode[firebaseErrorCode(err) ?? ''] ?? ERROR.generic;
}

/** Codes the phone provider answers with, where they mean something else than for an email. */
const byPhoneCode: Record<string, string> = {
  'auth/invalid-verification-code': ERROR.phoneCodeWrong,
  'auth/missing-verification-code': ERROR.phoneCodeWrong,
  'auth/code-expired': ERROR.phoneCodeExpired,
  'auth/session-expired': ERROR.phoneCodeExpired,
  'auth/invalid-verification-id': ERROR.phoneCodeExpired,
  'auth/credential-already-in-use': ERROR.phoneInUse,
  'auth/account-exists-with-different-credential': ERROR.phoneInUse,
  'auth/provider-already-linked': ERROR.phoneAlreadyLinked,
  'auth/invalid-phone-number': ERROR.phoneInvalid,
  'auth/missing-phone-number': ERROR.phoneInvalid,
  'auth/quota-exceeded': ERROR.tooManyAttempts,
  'auth/captcha-check-failed': ERROR.phoneCheckFailed,
  'auth/invalid-app-credential': ERROR.phoneCheckFailed,
  'auth/missing-app-credential': ERROR.phoneCheckFailed,
  'auth/requires-recent-login': ERROR.sessionExpired,
};

/** What the phone dialog shows for a failed send or code: a catalogue key; show it with translate(). */
export function phoneErrorMessage(err: unknown): string {
  if (err instanceof Error && err.name === 'NoAccountForPhone') return ERROR.phoneNoAccount;
  return byPhoneCode[firebaseErrorCode(err) ?? ''] ?? authErrorMessage(err);
}

/** A phone refusal the person can fix (a wrong code, a number in use): a warning in the log, not an error. */
export function isPhoneRefusal(err: unknown) {
  return phoneErrorMessage(err) !== ERROR.generic && phoneErrorMessage(err) !== ERROR.network;
}
