// Each test file makes its own people, so no test depends on or changes the demo data.
import { randomBytes, randomInt } from 'node:crypto';
import {
  displayPhone,
  notificationsPath,
  reviewIdFor,
  type AccessTokenReply,
  type AccountType,
  type NotificationDoc,
  type NotificationKind,
} from '@reshelf/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { AUTH_URL } from '../../support/emulators';
import { adminAuth, db } from '../../support/firebase-admin';
import { call } from './http';

export interface Person {
  uid: string;
  name: string;
  email: string;
  password: string;
  account: AccountType;
  accessToken: string;
  /** The verified number as orders show it (01712-345678); undefined without one. */
  phone?: string;
}

interface PersonOptions {
  account?: AccountType;
  admin?: boolean;
  verified?: boolean;
  /** false: the person has not clicked the link in their verification email (default true). */
  emailVerified?: boolean;
  /** false: an Auth account that has not registered its users document yet. */
  profile?: boolean;
  /** false: no verified phone number (default: a number of this person's own). */
  phone?: boolean;
}

// Everyone this file created, to remove with what they made once the file is done.
const created: string[] = [];

export const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@api.reshelf.test`;

/** A Bangladesh mobile number (E.164) no other person of the run is likely to have: Auth refuses a shared one. */
export const uniquePhone = () => `+8801${3 + randomInt(7)}${String(randomInt(1e8)).padStart(8, '0')}`;

/** An ID token from the Auth emulator, as the web SDK gets one at sign-in. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** GET /jwt, the way the web app trades its ID token for an accessToken. */
export async function exchange(idToken: string, email: string): Promise<string> {
  const res = await call<AccessTokenReply>('GET', `/jwt?email=${encodeURIComponent(email)}`, { token: idToken });
  if (res.status !== 200) throw new Error(`GET /jwt: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken;
}

export async function createPerson(options: PersonOptions = {}): Promise<Person> {
  const { account = 'Buyer', admin = false, verified = false, emailVerified = true, profile = true } = options;
  const phoneNumber = options.phone === false ? undefined : uniquePhone();
  const label = admin ? 'admin' : account.toLowerCase();
  const email = uniqueEmail(label);
  const password = 'test-password-1';
  const name = `Test ${label}`;
  const { uid } = await adminAuth.createUser({ email, password, displayName: name, emailVerified, phoneNumber });
  created.push(uid);
  if (profile) {
    await db.doc(`users/${uid}`).set({
      name,
      email,
      account,
      ...(admin ? { role: 'admin' } : {}),
      ...(verified ? { status: 'verify' } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  const accessToken = await exchange(await signIn(email, password), email);
  const phone = phoneNumber && displayPhone(phoneNumber);
  return { uid, name, email, password, account, accessToken, ...(phone ? { phone } : {}) };
}

/** A buyer, a verified seller, another seller and an admin: the cast most files need. */
export async function createCast() {
  const [buyer, otherBuyer, seller, otherSeller, admin] = await Promise.all([
    createPerson(),
    createPerson(),
    createPerson({ account: 'Seller', verified: true }),
    createPerson({ account: 'Seller' }),
    createPerson({ admin: true }),
  ]);
  return { buyer: buyer!, otherBuyer: otherBuyer!, seller: seller!, otherSeller: otherSeller!, admin: admin! };
}

export const userDoc = async (uid: string) => (await db.doc(`users/${uid}`).get()).data();

/** A person's notifications, oldest first, with their ids; only those of `kind` when given. */
export async function notificationsOf(uid: string, kind?: NotificationKind) {
  const snap = await db.collection(notificationsPath(uid)).orderBy('createdAt').get();
  return snap.docs
    .map((d) => ({ ...(d.data() as NotificationDoc), id: d.id }))
    .filter((n) => kind === undefined || n.kind === kind);
}

/**
 * Deletes the people this file created and what they made: their users documents with what is
 * under them (saved books, notifications), listings, photos, offers, saved searches, and orders with
 * their messages, conversations and reviews, so the end-to-end journeys that run next on the same
 * emulators see only their own data. The demo data stays.
 */
export async function removeCreatedData() {
  const uids = created.splice(0);
  for (let i = 0; i < uids.length; i += 30) {
    const chunk = uids.slice(i, i + 30);
    const found = await Promise.all([
      db.collection('products').where('sellerUid', 'in', chunk).get(),
      db.collection('advertisements').where('sellerUid', 'in', chunk).get(),
      db.collection('savedSearches').where('ownerUid', 'in', chunk).get(),
    ]);
    const [photos, ...orders] = await Promise.all([
      db.collection('photos').where('ownerUid', 'in', chunk).get(),
      db.collection('orders').where('buyerUid', 'in', chunk).get(),
      db.collection('orders').where('sellerUid', 'in', chunk).get(),
    ]);
    const orderIds = [...new Set(orders.flatMap((snap) => snap.docs.map((d) => d.id)))];
    const refs = [
      ...found.flatMap((snap) => snap.docs.map((d) => d.ref)),
      ...orderIds.flatMap((id) => [
        db.doc(`conversations/${id}`),
        db.doc(`reviews/${reviewIdFor(id, 'buyer')}`),
        db.doc(`reviews/${reviewIdFor(id, 'seller')}`),
      ]),
      ...photos.docs.flatMap((d) => [
        d.ref,
        d.ref.collection('sizes').doc('320'),
        d.ref.collection('sizes').doc('960'),
      ]),
      // Made at their first sign-in (GET /jwt) and by their sales and reviews.
      ...chunk.map((uid) => db.doc(`sellerProfiles/${uid}`)),
    ];
    const unique = new Map(refs.map((ref) => [ref.path, ref]));
    const writer = db.bulkWriter();
    const deletes = [...unique.values()].map((ref) => writer.delete(ref));
    // Each with its subcollections: an order's messages, a person's saved books and notifications.
    const trees = [...orderIds.map((id) => db.doc(`orders/${id}`)), ...chunk.map((uid) => db.doc(`users/${uid}`))];
    await Promise.all(trees.map((ref) => db.recursiveDelete(ref, writer)));
    await writer.close();
    await Promise.all(deletes);
  }
  await adminAuth.deleteUsers(uids);
}
