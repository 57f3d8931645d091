import type { AccountType, CreatedReply } from '@reshelf/domain';
import type { User } from '../../lib/account';
import { api } from '../../lib/api-client';
import { awaitClaims } from '../../lib/session';

/** POST /users (idempotent, so a retry after a failure is harmless); the guards wait for the claims it brings. */
export async function registerProfile(user: User, { name, account }: { name: string; account: AccountType }) {
  await api<CreatedReply>('/users', { method: 'POST', body: { name, email: user.email, account }, toast: false });
  awaitClaims(user.uid);
}
