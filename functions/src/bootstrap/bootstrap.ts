import { claimsOf, COLLECTIONS, DEFAULT_ACCOUNT, ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { seedDocuments } from '../seed/documents';

/** Writes the categories that are missing; an admin's later edits to the others stay. */
async function ensureCategories() {
  const db = getFirestore();
  // The same category documents the demo seed writes; nothing else of the seed is used.
  const { categories } = seedDocuments(new Date());
  const refs = categories.map((c) => db.collection(COLLECTIONS.categories).doc(c.id));
  const existing = await db.getAll(...refs);
  const batch = db.batch();
  let created = 0;
  categories.forEach((c, i) => {
    if (existing[i]!.exists) return;
    batch.create(refs[i]!, c.data);
    created += 1;
  });
  if (created > 0) await batch.commit();
  return created;
}

/** Makes the existing Auth user with this email an admin: users doc role, then custom claims. */
async function ensureAdmin(email: string) {
  const auth = getAuth();
  const user = await auth.getUserByEmail(email).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found') {
      throw new Error(`No account has the email ${email}: sign up in the app first, then run the bootstrap again.`);
    }
    throw err;
  });
  const ref = getFirestore().collection(COLLECTIONS.users).doc(user.uid);
  const stamp = FieldValue.serverTimestamp();
  const profile = await getFirestore().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data() as UserDoc | undefined;
    if (current?.role === ROLE_ADMIN) return { doc: current, changed: false };
    if (current) {
      // A role change ends the sessions issued before it, as the API's make-admin does.
      tx.update(ref, { role: ROLE_ADMIN, updatedAt: stamp, tokensValidAfter: stamp });
      return { doc: { ...current, role: ROLE_ADMIN } as UserDoc, changed: true };
    }
    const doc = {
      name: user.displayName?.trim() || email.split('@')[0]!,
      email,
      account: DEFAULT_ACCOUNT,
      role: ROLE_ADMIN,
    } satisfies UserDoc;
    tx.create(ref, { ...doc, createdAt: stamp, updatedAt: stamp });
    return { doc, changed: true };
  });
  // The users trigger mirrors the same claims; setting them here means the next sign-in has them
  // even before the trigger runs.
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, ...claimsOf(profile.doc) });
  return { uid: user.uid, changed: profile.changed };
}

/** A real project's first data. Safe to run again: it only creates what is missing. */
export async function bootstrap(adminEmail: string) {
  const categories = await ensureCategories();
  const admin = await ensureAdmin(adminEmail);
  return { categoriesCreated: categories, admin: { email: adminEmail, uid: admin.uid, madeAdmin: admin.changed } };
}
