import type { User } from '../../../lib/account';
import { useSession } from '../../../lib/session';

/** The signed-in user of a dashboard page, which the layout's guard only renders when there is one. */
export function useSignedInUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('A dashboard page rendered without a signed-in user');
  return user;
}
