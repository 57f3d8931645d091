import { DEFAULT_ACCOUNT, type AccountType } from '@reshelf/domain';
import { signInToGoogle, type User } from '../../lib/account';
import type { GoogleProfile, PickedAccount } from './google-account';
import { registerProfile } from './profile';
import { startSession } from './start-session';

/**
 * Signs in with Google. A new Google account registers its profile with the account chosen on the
 * sign-up form (a Buyer from the login form). An older one without a profile (its sign-up stopped
 * half-way) comes back 'missing', for the caller to ask what it lacks.
 */
export async function signInWithGoogle(picked?: PickedAccount, account?: AccountType) {
  const { user, isNewUser } = await signInToGoogle(picked);
  const { hasProfile } = await startSession(user);
  if (hasProfile) return { user, profile: 'existing' as GoogleProfile };
  const chosen = account ?? (isNewUser ? DEFAULT_ACCOUNT : undefined);
  if (!chosen) return { user, profile: 'missing' as GoogleProfile };
  await registerProfile(user, { name: nameOf(user), account: chosen });
  return { user, profile: 'created' as GoogleProfile };
}

/** The name Google gave, else the email's local part. */
export const nameOf = (user: User) => user.displayName?.trim() || user.email!.split('@')[0]!;
