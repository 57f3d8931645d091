import type { User } from '../../lib/account';
import { fetchAccessToken } from '../../lib/api-client';

/** Trades the new Firebase session for the API's accessToken (DESIGN: identity and tokens). */
export async function startSession(user: User) {
  await fetchAccessToken(user.email!, await user.getIdToken());
}
