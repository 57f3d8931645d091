import type { AccountType } from '@reshelf/domain';

/** The account type choice, as the sign-up form and the complete-profile form word it. */
export const accountHints: Record<AccountType, string> = {
  Buyer: 'Buyer: find and book used books',
  Seller: 'Seller: list the books you have finished',
};
