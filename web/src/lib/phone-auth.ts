// Verified phone numbers: Firebase Auth's phone provider sends a 6-digit code by SMS and, once it
// is entered, links the number to the account (or signs in the account that has it). Each send
// passes an invisible reCAPTCHA first; under the Auth emulator the SDK swaps it for a stand-in
// (appVerificationDisabledForTesting, set in firebase-services/auth.ts), no SMS goes out and the
// emulator keeps the codes for the tests.
import { toE164 } from '@reshelf/domain';
import {
  linkWithPhoneNumber,
  PhoneAuthProvider,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  updatePhoneNumber,
  type User,
} from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { auth } from './firebase';
import { undoNewAccount } from './local-cache';

/** What a code is for: a first number, another number for the same account, or signing in. */
export type PhonePurpose = 'verify' | 'change' | 'signIn';

/** A code on its way: `confirm` checks what the person typed (the SDK's errors: auth/invalid-verification-code…). */
export interface SentCode {
  confirm(code: string): Promise<User>;
}

/** Thrown by a phone sign-in that found no account with the number (the empty new one is deleted again). */
export class NoAccountForPhone extends Error {
  constructor() {
    super('No account uses this phone number');
    this.name = 'NoAccountForPhone';
  }
}

// Who is listening for the account's number: linking and changing it fire no auth state change.
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
auth.onIdTokenChanged(changed);

/** The signed-in account's verified number (E.164), live; null without one. */
export function useVerifiedPhone(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => auth.currentUser?.phoneNumber ?? null,
  );
}

/**
 * The account's number as Firebase has it now: one verified in another tab or on another device
 * since this browser signed in counts too. Null without one (or without a connection to ask).
 */
export async function refreshVerifiedPhone(): Promise<string | null> {
  try {
    await auth.currentUser?.reload();
    changed();
  } catch (err) {
    console.warn('Could not reload the account', err);
  }
  return auth.currentUser?.phoneNumber ?? null;
}

/**
 * Passes the invisible reCAPTCHA in an element of its own and runs `send` with it; the widget goes
 * again afterwards, so a retry or a resend starts clean (a verifier cannot render twice).
 */
async function withVerifier<T>(send: (verifier: RecaptchaVerifier) => Promise<T>): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

function signedInUser() {
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in');
  return user;
}

/** Sends a code to `phone` (typed in Bangladesh format) for `purpose`. */
export async function sendPhoneCode(purpose: PhonePurpose, phone: string): Promise<SentCode> {
  const number = toE164(phone);
  if (purpose === 'verify') {
    const sent = await withVerifier((verifier) => linkWithPhoneNumber(signedInUser(), number, verifier));
    return { confirm: async (code) => afterChange((await sent.confirm(code)).user) };
  }
  if (purpose === 'change') {
    // One call swaps the number: the account never stands without a verified one.
    const verificationId = await withVerifier((verifier) =>
      new PhoneAuthProvider(auth).verifyPhoneNumber(number, verifier),
    );
    return {
      confirm: async (code) => {
        const user = signedInUser();
        await updatePhoneNumber(user, PhoneAuthProvider.credential(verificationId, code));
        return afterChange(user);
      },
    };
  }
  const sent = await withVerifier((verifier) => signInWithPhoneNumber(auth, number, verifier));
  return {
    confirm: async (code) => {
      const { user } = await sent.confirm(code);
      // Only accounts made by email sign-up have a profile and an accessToken: Firebase made a
      // new, empty one for an unknown number. It goes again, and the person is told to sign up.
      if (!user.email) {
        await undoNewAccount(auth, user);
        throw new NoAccountForPhone();
      }
      return user;
    },
  };
}

/** The account's number changed: the listeners read it again, and the ID token carries it. */
async function afterChange(user: User) {
  await user.getIdToken(true);
  changed();
  return user;
}
