import { CATEGORIES, COLLECTIONS, ROLE_ADMIN, STATUS_VERIFIED, type UserDoc } from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { SEED_ACCOUNTS } from './accounts';

async function ensureAuthUser(a: (typeof SEED_ACCOUNTS)[number]) {
  const auth = getAuth();
  try {
    await auth.getUser(a.uid);
  } catch {
    await auth.createUser({
      uid: a.uid,
      email: a.email,
      password: a.password,
      displayName: a.name,
      emailVerified: true,
    });
  }
}

/** Loads the demo data. Idempotent: fixed ids, and documents that exist are left as they are. */
export async function seed() {
  const db = getFirestore();
  const batch = db.batch();
  CATEGORIES.forEach((c, position) =>
    batch.set(db.collection(COLLECTIONS.categories).doc(c.id), { name: c.name, picture: c.picture, position }),
  );
  await batch.commit();

  for (const a of SEED_ACCOUNTS) {
    await ensureAuthUser(a);
    const ref = db.collection(COLLECTIONS.users).doc(a.uid);
    if ((await ref.get()).exists) continue;
    const user: UserDoc = {
      name: a.name,
      email: a.email,
      account: a.account,
      ...(a.admin ? { role: ROLE_ADMIN } : {}),
      ...(a.verified ? { status: STATUS_VERIFIED } : {}),
    };
    await ref.set({ ...user, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  }

  return {
    categories: CATEGORIES.length,
    demoAccounts: SEED_ACCOUNTS.map(({ label, email, password }) => ({ label, email, password })),
  };
}
