import { QUERIES, type AccountType, type UserDoc } from '@reshelf/domain';
import { usePagedQuery } from '../../lib/paged-query';

/** Every user, newest first (admin; the rules allow it). */
export const useAllUsers = () => usePagedQuery<UserDoc>(QUERIES.allUsers());

/** Buyers or sellers, newest first (admin). */
export const useUsersByAccount = (account: AccountType) => usePagedQuery<UserDoc>(QUERIES.usersByAccount(account));
