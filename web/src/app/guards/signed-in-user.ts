import type { RoleClaims } from '@reshelf/domain';
import { createContext, use, useContext } from 'react';
import type { User } from '../../lib/account';
import { useKnownSession } from '../../lib/session-state';
import { isAllowed, type Access } from '../access';

/** Who may see the page RequireAccess guards, for the parts that read its reader. */
export const GuardedAccess = createContext<Access>('signedIn');

const sentAway = new Promise<never>(() => undefined);

/**
 * The signed-in reader of a page behind RequireAccess, with their role claims. Suspends until the
 * session is known, so the page around it can draw first, and for good when the reader may not see
 * the page: the guard is then sending them away, and nothing of the page reads.
 */
export function useSignedInReader(): { user: User; claims: RoleClaims } {
  const access = useContext(GuardedAccess);
  const { user, claims } = useKnownSession();
  return user && isAllowed(access, claims) ? { user, claims } : use(sentAway);
}
