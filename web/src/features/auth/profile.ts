import { COLLECTIONS, type AccountType, type CreatedReply } from '@reshelf/domain';
import type { User } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { api } from '../../lib/api-client';
import { db } from '../../lib/firebase';
import { awaitClaims } from '../../lib/session';

/** False for a half-made account: signed up in Auth, but POST /users never ran. */
export async function hasProfile(user: User) {
  return (await getDoc(doc(db, COLLECTIONS.users, user.uid))).exists();
}

/** POST /users (idempotent, so a retry after a failure is harmless); the guards wait for the claims it brings. */
export async function registerProfile(user: User, { name, account }: { name: string; account: AccountType }) {
  await api<CreatedReply>('/users', { method: 'POST', body: { name, email: user.email, account }, toast: false });
  awaitClaims(user.uid);
}
