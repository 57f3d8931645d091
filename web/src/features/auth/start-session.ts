import type { User } from '../../lib/account';
import { fetchAccessToken } from '../../lib/api-client';

/**
 * Trades the new Firebase session for the API's accessToken (DESIGN: identity and tokens); the
 * same reply says whether the account has its profile, with no wait for Firestore's connection.
 */
export async function startSession(user: User) {
  const { hasProfile } = await fetchAccessToken(user.email!, await user.getIdToken());
  return { hasProfile };
}
