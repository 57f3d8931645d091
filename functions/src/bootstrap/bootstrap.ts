import { claimsOf, COLLECTIONS, DEFAULT_ACCOUNT, ROLE_ADMIN, type UserDoc } from '@reshelf/domain';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { seedCategories } from '../seed/documents';

/** Writes the categories that are missing; an admin's later edits to the others stay. */
async function ensureCategories() {
  const db = getFirestore();
  // The same category documents the demo seed writes; nothing else of the seed is used.
  const categories = seedCategories();
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

/**
 * The Auth user who is to be the first admin. Anyone can sign up with any address, so only one
 * whose owner has confirmed it (the link in the verification email) is promoted.
 */
async function adminAccount(email: string): Promise<UserRecord> {
  const user = await getAuth()
    .getUserByEmail(email)
    .catch((err: { code?: string }) => {
      if (err.code === 'auth/user-not-found') {
        throw new Error(`No account has the email ${email}: sign up in the app first, then run the bootstrap again.`);
      }
      throw err;
    });
  if (!user.emailVerified) {
    throw new Error(
      `The email ${email} is not verified: open the link in the verification email, then run the bootstrap again.`,
    );
  }
  return user;
}

/** Makes the Auth user an admin: users doc role, then custom claims. */
async function ensureAdmin(user: UserRecord, email: string) {
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
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, ...claimsOf(profile.doc) });
  return { uid: user.uid, changed: profile.changed };
}

/** A real project's first data. Safe to run again: it only creates what is missing. */
export async function bootstrap(adminEmail: string) {
  // Checked first, so a refused admin leaves the project untouched.
  const user = await adminAccount(adminEmail);
  const categories = await ensureCategories();
  const admin = await ensureAdmin(user, adminEmail);
  return { categoriesCreated: categories, admin: { email: adminEmail, uid: admin.uid, madeAdmin: admin.changed } };
}
