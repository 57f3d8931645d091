import {
  COLLECTIONS,
  isLiveStatus,
  DELETED_ACCOUNT_NAME,
  ERROR,
  isBarred,
  ORDER_PARTY_FIELDS,
  QUERIES,
  ROLE_ADMIN,
  STATUS_VERIFIED,
  productContactPath,
  type AccountType,
  type BuyerBookingsDoc,
  type Language,
  type NewUser,
  type OrderDoc,
  type PageQuery,
  type UserDoc,
} from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type WithFieldValue } from 'firebase-admin/firestore';
import { ALREADY_EXISTS, bulkWrite, docRef, grpcCode, now, toJson } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { buildQuery, fetchPage } from '../lib/firestore-query';
import { readTarget, writeMove } from './order-moves';
import { deletePhotosWith, photoIdsOf } from './photo-store';
import { forgetSavedSearches } from './saved';
import { forgetProfile, refreshProfile } from './seller-profiles';

/** Who an accessToken speaks for (services/tokens.ts issues and verifies them). */
export interface TokenIdentity {
  uid: string;
  email: string;
  /** When the token was issued, in milliseconds: a session that ended after it refuses it. */
  issuedAt: number;
}

/** Who calls: the accessToken's identity and, once registered, the users document. */
export interface Caller extends TokenIdentity {
  user?: UserDoc;
}
export interface Member extends Caller {
  user: UserDoc;
}

export const isAdmin = (user: UserDoc | undefined) => user?.role === ROLE_ADMIN;

/** Whether an accessToken issued at `issuedAt` (ms) still speaks for this user. */
export const sessionHolds = (user: UserDoc, issuedAt: number) =>
  !isBarred(user) && (!user.tokensValidAfter || issuedAt >= user.tokensValidAfter.toMillis());

/** Fields that end the user's sessions: every accessToken issued before is refused. */
export const endSessions = () => ({ tokensValidAfter: now() });

/**
 * Logout ends every session of the account, not only this browser's: its refresh tokens are
 * revoked (no device gets a new ID token) and the stamp refuses the accessTokens and ID tokens
 * issued before it.
 */
export async function endSessionsOf(caller: Caller): Promise<number> {
  await unlessGone(getAuth().revokeRefreshTokens(caller.uid));
  if (!caller.user) return 0;
  await docRef(COLLECTIONS.users, caller.uid).update({ ...endSessions(), updatedAt: now() });
  return 1;
}

/**
 * Whether a Firebase ID token issued at `issuedAtSeconds` may still be traded at /jwt. The token
 * counts whole seconds, so one from the second of the stamp passes: a sign-in right after a
 * logout must work, as Firebase's own revocation check allows it.
 */
export const idTokenHolds = (user: UserDoc | undefined, issuedAtSeconds: number) =>
  !(user && isBarred(user)) &&
  (!user?.tokensValidAfter || issuedAtSeconds >= Math.floor(user.tokensValidAfter.toMillis() / 1000));

export const isBuyer = (user: UserDoc) => user.account === 'Buyer';
export const isSeller = (user: UserDoc) => user.account === 'Seller';

export async function findUser(uid: string): Promise<UserDoc | undefined> {
  return (await docRef(COLLECTIONS.users, uid).get()).data() as UserDoc | undefined;
}

/** What an Auth call gives, or undefined when the account does not exist (any other failure throws). */
export async function unlessGone<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw err;
  }
}

const uidOfEmail = async (email: string) => (await unlessGone(getAuth().getUserByEmail(email)))?.uid;

export const accountExists = async (uid: string) => (await unlessGone(getAuth().getUser(uid))) !== undefined;

/** The user an email names, when the caller is that user or an admin; undefined if nobody has it. */
export async function userByEmail(caller: Caller, email: string): Promise<{ uid: string; user?: UserDoc } | undefined> {
  if (email === caller.email) return { uid: caller.uid, user: caller.user };
  if (!isAdmin(caller.user)) throw new HttpError('forbidden', ERROR.emailMismatch);
  const uid = await uidOfEmail(email);
  return uid ? { uid, user: await findUser(uid) } : undefined;
}

/** The caller's own profile. A repeat keeps the first one, so nobody changes their account here. */
export async function registerUser(caller: Caller, input: NewUser): Promise<{ created: boolean }> {
  if (input.email !== caller.email) throw new HttpError('forbidden', ERROR.emailMismatch);
  // An accessToken outlives a deleted account by up to an hour; it must not bring the profile back.
  if ((await uidOfEmail(caller.email)) !== caller.uid) throw new HttpError('unauthenticated', ERROR.sessionExpired);
  const user: WithFieldValue<UserDoc> = {
    name: input.name,
    email: caller.email,
    account: input.account,
    createdAt: now(),
    updatedAt: now(),
  };
  try {
    await docRef(COLLECTIONS.users, caller.uid).create(user);
    await refreshProfile(caller.uid);
    return { created: true };
  } catch (err) {
    if (grpcCode(err) === ALREADY_EXISTS) return { created: false };
    throw err;
  }
}

export async function listUsers(page: PageQuery, account?: AccountType) {
  const docs = await fetchPage(account ? QUERIES.usersByAccount(account) : QUERIES.allUsers(), page);
  return docs.map((d) => ({ _id: d.id, ...toJson(d.data()) }));
}

/** Changes one user document in a transaction; `change` returns the fields to set, or nothing. */
async function updateUser(
  id: string,
  change: (user: UserDoc) => Partial<WithFieldValue<UserDoc>> | undefined,
): Promise<number> {
  const ref = docRef(COLLECTIONS.users, id);
  return getFirestore().runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data() as UserDoc | undefined;
    if (!user) throw new HttpError('not-found');
    const fields = change(user);
    if (!fields) return 0;
    tx.update(ref, { ...fields, updatedAt: now() });
    return 1;
  });
}

/** The person's own language; the same choice again changes nothing (modifiedCount 0). */
export const setLanguage = (member: Member, language: Language) =>
  updateUser(member.uid, (user) => (user.language === language ? undefined : { language }));

export const makeAdmin = (id: string) =>
  updateUser(id, (user) => (isAdmin(user) ? undefined : { role: ROLE_ADMIN, ...endSessions() }));

/**
 * Takes another admin's role away. The admins are read in the transaction, so two admins
 * removing each other at once cannot leave Reshelf without one.
 */
export async function removeAdmin(caller: Member, id: string): Promise<number> {
  if (id === caller.uid) throw new HttpError('conflict', ERROR.ownAdminRole);
  const ref = docRef(COLLECTIONS.users, id);
  return getFirestore().runTransaction(async (tx) => {
    const user = (await tx.get(ref)).data() as UserDoc | undefined;
    if (!user) throw new HttpError('not-found');
    if (!isAdmin(user)) throw new HttpError('conflict', ERROR.notAnAdmin);
    const admins = (await tx.get(buildQuery(QUERIES.admins()))).docs.map((d) => d.id);
    if (!admins.includes(caller.uid)) throw new HttpError('forbidden', ERROR.adminsOnly);
    if (admins.length <= 1) throw new HttpError('conflict', ERROR.lastAdmin);
    tx.update(ref, { role: FieldValue.delete(), ...endSessions(), updatedAt: now() });
    return 1;
  });
}

/** Verifies a seller and marks its listings, which carry the flag for the category pages. */
export async function verifySeller(id: string): Promise<number> {
  const modified = await updateUser(id, (user) => {
    if (user.account !== 'Seller') throw new HttpError('conflict', ERROR.notASeller);
    return user.status === STATUS_VERIFIED ? undefined : { status: STATUS_VERIFIED, ...endSessions() };
  });
  const listings = await buildQuery(QUERIES.sellerProducts(id)).select().get();
  await bulkWrite((writer) =>
    listings.docs.map((d) => writer.update(d.ref, { sellerVerified: true, updatedAt: now() })),
  );
  await refreshProfile(id);
  return modified;
}

async function deletableAccount(id: string, account: AccountType): Promise<UserDoc> {
  const user = await findUser(id);
  if (!user) throw new HttpError('not-found');
  if (user.account !== account) {
    throw new HttpError('conflict', account === 'Buyer' ? ERROR.notABuyer : ERROR.notASellerAccount);
  }
  // An admin stays, so no admin locks everyone out by deleting the last admin.
  if (isAdmin(user)) throw new HttpError('conflict', ERROR.adminNotDeletable);
  return user;
}

/** Revokes the account's refresh tokens, so no device can trade its ID token again, then deletes it. */
async function deleteAuthAccount(uid: string) {
  await unlessGone(
    getAuth()
      .revokeRefreshTokens(uid)
      .then(() => getAuth().deleteUser(uid)),
  );
}

/**
 * Takes a leaving account's personal data off the orders it was a party to, on either side (a
 * seller may have bought too): the other party keeps the record, not the name, phone or email.
 * Its newsletter subscription and saved searches go as well, and its name from its conversations'
 * summaries.
 */
async function forgetPersonalData(uid: string, email: string) {
  const [bought, sold] = await Promise.all([
    buildQuery(QUERIES.buyerOrders(uid)).select().get(),
    buildQuery(QUERIES.sellerOrders(uid)).select().get(),
  ]);
  const forget = ({ name, contacts }: (typeof ORDER_PARTY_FIELDS)[keyof typeof ORDER_PARTY_FIELDS]) => ({
    [name]: DELETED_ACCOUNT_NAME,
    ...Object.fromEntries(contacts.map((field) => [field, FieldValue.delete()])),
    updatedAt: now(),
  });
  await bulkWrite((writer) => [
    ...bought.docs.map((d) => writer.update(d.ref, forget(ORDER_PARTY_FIELDS.buyer))),
    ...sold.docs.map((d) => writer.update(d.ref, forget(ORDER_PARTY_FIELDS.seller))),
  ]);
  await docRef(COLLECTIONS.newsletter, email).delete();
  await forgetSavedSearches(uid);
  // The other party keeps the conversation, under the same name as the order.
  const conversations = await buildQuery(QUERIES.myConversations(uid)).select('buyerUid').get();
  await bulkWrite((writer) =>
    conversations.docs.map((d) =>
      writer.update(d.ref, { [d.get('buyerUid') === uid ? 'buyerName' : 'sellerName']: DELETED_ACCOUNT_NAME }),
    ),
  );
  await forgetProfile(uid);
}

/**
 * Removes a buyer. One transaction marks the account as leaving (the booking transaction reads
 * it, so nothing new slips in) and cancels each of their bookings, offering the books again;
 * then the Auth account and the profile go. Their orders stay as records, without their
 * personal data.
 */
export async function deleteBuyer(id: string): Promise<number> {
  const { email } = await deletableAccount(id, 'Buyer');
  const db = getFirestore();
  const userRef = docRef(COLLECTIONS.users, id);
  const bookingsRef = db.collection(COLLECTIONS.buyerBookings).doc(id);
  await db.runTransaction(async (tx) => {
    const active = ((await tx.get(bookingsRef)).data() as BuyerBookingsDoc | undefined)?.active ?? [];
    const orders = active.length ? await tx.getAll(...active.map((o) => docRef(COLLECTIONS.orders, o))) : [];
    const booked = orders.filter((o) => o.exists && isLiveStatus((o.data() as OrderDoc).status));
    const targets = await Promise.all(booked.map((o) => readTarget(tx, o.ref, o.data() as OrderDoc)));
    tx.update(userRef, { deletedAt: now() });
    for (const target of targets) writeMove(tx, target, 'buyerRemoved', 'admin');
  });
  await forgetPersonalData(id, email);
  await deleteAuthAccount(id);
  // The profile goes with its notifications and saved books (its subcollections).
  await Promise.all([db.recursiveDelete(userRef), bookingsRef.delete()]);
  return 1;
}

/**
 * Removes a seller. The account is marked as leaving first: a booking of their books either
 * committed before (and is cancelled below, "listing removed") or sees the mark and is refused.
 * Then their listings with contact documents and offers, every photo they uploaded, the Auth
 * account and the profile go.
 */
export async function deleteSeller(id: string): Promise<number> {
  const { email } = await deletableAccount(id, 'Seller');
  const userRef = docRef(COLLECTIONS.users, id);
  await userRef.update({ deletedAt: now() });
  const open = await buildQuery(QUERIES.sellerOpenOrders(id)).select().get();
  await Promise.all(
    open.docs.map((d) =>
      getFirestore().runTransaction(async (tx) => {
        const order = (await tx.get(d.ref)).data() as OrderDoc | undefined;
        if (!order || !isLiveStatus(order.status)) return;
        writeMove(tx, await readTarget(tx, d.ref, order), 'listingRemoved', 'admin');
      }),
    ),
  );
  const listings = await buildQuery(QUERIES.sellerProducts(id)).select().get();
  const photos = await photoIdsOf(id);
  await bulkWrite((writer) => [
    ...listings.docs.flatMap((d) => [
      writer.delete(d.ref),
      writer.delete(getFirestore().doc(productContactPath(d.id))),
      writer.delete(docRef(COLLECTIONS.advertisements, d.id)),
    ]),
    ...deletePhotosWith(writer, photos),
  ]);
  await forgetPersonalData(id, email);
  await deleteAuthAccount(id);
  // The profile goes with its notifications and saved books (its subcollections).
  await getFirestore().recursiveDelete(userRef);
  return 1;
}
