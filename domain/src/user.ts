import { VALIDATION } from './messages';
import { z } from './zod';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT, ROLE_ADMIN, STATUS_VERIFIED, type AccountType } from './constants';
import { emailField, nameField } from './fields';
import { LANGUAGES, type Language } from './i18n/languages';
import type { TimestampLike } from './timestamp';

/** `users/{uid}`: the source of truth for account, admin role and seller verification. */
export interface UserDoc {
  name: string;
  email: string;
  account: AccountType;
  role?: typeof ROLE_ADMIN;
  status?: typeof STATUS_VERIFIED;
  createdAt?: TimestampLike;
  updatedAt?: TimestampLike;
  /** Stamped by the claims trigger; the signed-in client refreshes its ID token when it changes. */
  claimsUpdatedAt?: TimestampLike;
  /**
   * accessTokens issued before this are refused: set at logout and at every role change
   * (make-admin, remove admin, verify). The API reads it with the document on every request.
   */
  tokensValidAfter?: TimestampLike;
  /** Set when an admin starts deleting the account: from then on it cannot book, list or sign in to the API. */
  deletedAt?: TimestampLike;
  /**
   * Set when an admin suspends the account on a report: Auth disables it, its sessions end and,
   * like a deleted account, it reads and writes nothing behind sign-in.
   */
  suspendedAt?: TimestampLike;
  /** The language the person last chose with the switch; the app takes it at sign-in. */
  language?: Language;
}

/** Custom claims mirrored from the users document; rules, guards and menus read these. */
/** A deleted or suspended account: its tokens speak for nobody and nobody reaches it. */
export const isBarred = (user: Pick<UserDoc, 'deletedAt' | 'suspendedAt'>) => !!user.deletedAt || !!user.suspendedAt;

export interface RoleClaims {
  account?: AccountType;
  admin?: boolean;
  verified?: boolean;
}

export const claimsOf = (user: Pick<UserDoc, 'account' | 'role' | 'status'>): RoleClaims => ({
  account: user.account,
  admin: user.role === ROLE_ADMIN,
  verified: user.account === 'Seller' && user.status === STATUS_VERIFIED,
});

export const accountField = z.enum(ACCOUNT_TYPES, { error: VALIDATION.accountType });

/** POST /users: the caller registers its own profile. */
export const newUserSchema = z.object({
  name: nameField,
  email: emailField,
  account: accountField.default(DEFAULT_ACCOUNT),
});
export type NewUser = z.infer<typeof newUserSchema>;

/** A half-made account (Auth without a profile) finishes signing up with what is missing. */
export const completeProfileSchema = newUserSchema.pick({ name: true, account: true });
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, { error: VALIDATION.password }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = z.object({
  name: nameField,
  email: emailField,
  password: z.string().min(6, { error: VALIDATION.passwordShort }).max(128, { error: VALIDATION.atMost128 }),
  account: accountField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** PUT /user/language: the signed-in person's own language, remembered on the profile. */
export const languageChoiceSchema = z.object({ language: z.enum(LANGUAGES, { error: VALIDATION.language }) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** "Forgot password?": where to send the reset link. */
export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The new password on the reset page (the link's code says whose). */
export const newPasswordSchema = signUpSchema.pick({ password: true });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const newsletterSchema = z.object({ email: emailField });
export type NewsletterInput = z.infer<typeof newsletterSchema>;
