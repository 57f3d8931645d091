import { claimsOf, CATEGORIES, toE164, type RoleClaims } from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { SEED_ACCOUNTS, type SeedAccount } from './accounts';
import { seedCoverPhotos } from './covers';
import { SEED_COLLECTIONS, seedDocuments, type SeedDocuments } from './documents';

/**
 * Creates the Auth account when it is missing, with its verified phone number (booking and listing
 * need one); returns whether it did. An account seeded before phones were gets its number.
 */
async function ensureAuthUser(a: SeedAccount, claims: RoleClaims) {
  const auth = getAuth();
  const phoneNumber = toE164(a.phone);
  try {
    const existing = await auth.getUser(a.uid);
    if (!existing.phoneNumber) await auth.updateUser(a.uid, { phoneNumber });
    return false;
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  await auth.createUser({
    uid: a.uid,
    email: a.email,
    password: a.password,
    displayName: a.name,
    emailVerified: true,
    phoneNumber,
  });
  // The users trigger sets the same claims; setting them here means a sign-in right after the
  // seed already carries them.
  await auth.setCustomUserClaims(a.uid, claims);
  return true;
}

/**
 * Loads the demo data. Idempotent: every document has a fixed id and fixed timestamps, and only
 * missing accounts and documents are created, so a second run writes nothing.
 */
export async function seed() {
  const db = getFirestore();
  const docs = seedDocuments(new Date(), await seedCoverPhotos());
  let authUsers = 0;
  for (const a of SEED_ACCOUNTS) {
    const user = docs.users.find((u) => u.id === a.uid)!.data;
    if (await ensureAuthUser(a, claimsOf(user))) authUsers += 1;
  }

  const all = (Object.keys(docs) as (keyof SeedDocuments)[]).flatMap((group) =>
    docs[group].map(({ id, data }) => ({ ref: db.collection(SEED_COLLECTIONS[group]).doc(id), data })),
  );
  const existing = await db.getAll(...all.map((d) => d.ref));
  const missing = all.filter((_, i) => !existing[i]!.exists);
  if (missing.length > 0) {
    const batch = db.batch();
    for (const { ref, data } of missing) batch.create(ref, data);
    await batch.commit();
  }

  return {
    categories: CATEGORIES.length,
    demoAccounts: SEED_ACCOUNTS.map(({ label, email, password }) => ({ label, email, password })),
    products: docs.products.length,
    availableProducts: docs.products.filter((p) => p.data.productStatus === 'Available').length,
    advertisements: docs.advertisements.length,
    orders: docs.orders.length,
    created: { authUsers, documents: missing.length },
  };
}
