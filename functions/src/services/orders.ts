import {
  bookingBlockedUntil,
  bookingExpiresAt,
  canMove,
  COLLECTIONS,
  isBarred,
  displayPhone,
  dueMove,
  ERROR,
  isActiveOrder,
  isDue,
  isLiveStatus,
  MAX_ACTIVE_BOOKINGS,
  moveOf,
  orderRoleOf,
  productContactPath,
  QUERIES,
  type BuyerBookingsDoc,
  type NewOrder,
  type OrderDoc,
  type OrderMove,
  type OrderMoveEndpoint,
  type PageQuery,
  type ProductContactDoc,
  type ProductDoc,
  type QuerySpec,
  type UserDoc,
} from '@reshelf/domain';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type QueryDocumentSnapshot,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import { docRef, now, toJson } from '../lib/docs';
import { runContended } from '../lib/contended-transaction';
import { HttpError } from '../lib/errors';
import { buildQuery, fetchPage } from '../lib/firestore-query';
import { contactsRemoved, readTarget, writeMove } from './order-moves';
import { notifyBooked } from './order-notifications';
import { isAdmin, userByEmail, type Caller, type Member } from './users';

const orderRef = (id: string) => docRef(COLLECTIONS.orders, id);

/** The documents a booking is decided on: the book and the buyer's active bookings. */
const bookingRefs = (buyerUid: string, productId: string) => ({
  productRef: docRef(COLLECTIONS.products, productId),
  bookingsRef: getFirestore().collection(COLLECTIONS.buyerBookings).doc(buyerUid),
});

/**
 * What the book has already decided for this buyer: their own booking again (a retry after a lost
 * reply), 409 once it is not Available, undefined while it is open to them.
 */
function decidedBooking(product: ProductDoc, bookings: string[]) {
  if (product.bookingId && bookings.includes(product.bookingId)) return { id: product.bookingId, created: false };
  if (product.productStatus !== 'Available') throw new HttpError('conflict', ERROR.bookUnavailable);
  return undefined;
}

/** 429 while the buyer's own recent cancels reach CANCEL_LIMIT: the message and Retry-After say until when. */
function refuseWhileCancelling(bookings: BuyerBookingsDoc | undefined, at: Date) {
  const until = bookingBlockedUntil(bookings?.cancels ?? [], at);
  if (!until) return;
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  throw new HttpError('rate-limited', { key: ERROR.cancelLimit, values: { until } }, undefined, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Books a copy: in one transaction the product goes from Available to Booked, its offer goes, the
 * order is created with both parties' contact details (their verified numbers: `buyerPhone` from
 * the buyer's Auth record, the seller's read from theirs), and the buyer's active bookings grow by
 * one, so two buyers never book the same book and nobody holds more than MAX_ACTIVE_BOOKINGS or
 * books past CANCEL_LIMIT. A retry by the same buyer for the same book (a lost reply) gets the
 * same booking back.
 */
export async function bookOrder(
  buyer: Member,
  input: NewOrder,
  buyerPhone: string,
): Promise<{ id: string; created: boolean }> {
  const db = getFirestore();
  const { productRef, bookingsRef } = bookingRefs(buyer.uid, input.productId);
  const buyerRef = db.collection(COLLECTIONS.users).doc(buyer.uid);
  const newOrderRef = db.collection(COLLECTIONS.orders).doc();
  // Read before the transaction, which holds its locks for no Auth call: a listing's seller never changes.
  const listed = (await productRef.get()).data() as ProductDoc | undefined;
  const sellerPhone = listed ? await verifiedPhone(listed.sellerUid) : undefined;
  return runContended(
    db,
    async (tx) => {
      const [productSnap, bookingsSnap, buyerSnap] = await tx.getAll(productRef, bookingsRef, buyerRef);
      const product = productSnap!.data() as ProductDoc | undefined;
      const record = bookingsSnap!.data() as BuyerBookingsDoc | undefined;
      const bookings = record?.active ?? [];
      const buyerDoc = buyerSnap!.data() as UserDoc | undefined;
      if (!buyerDoc || isBarred(buyerDoc)) throw new HttpError('unauthenticated', ERROR.sessionEnded);
      if (!product) throw new HttpError('not-found');
      if (product.sellerUid === buyer.uid) throw new HttpError('forbidden', ERROR.ownBook);
      const decided = decidedBooking(product, bookings);
      if (decided) return decided;
      const at = new Date();
      refuseWhileCancelling(record, at);

      const held = bookings.length ? await tx.getAll(...bookings.map(orderRef)) : [];
      const live = held.filter((s) => s.exists && isActiveOrder(s.data() as OrderDoc, at));
      if (live.length >= MAX_ACTIVE_BOOKINGS) throw new HttpError('conflict', ERROR.bookingLimit);

      const [contactSnap, sellerSnap] = await tx.getAll(
        db.doc(productContactPath(input.productId)),
        db.collection(COLLECTIONS.users).doc(product.sellerUid),
      );
      const seller = sellerSnap!.data() as UserDoc | undefined;
      // The seller's deletion marks the account first: a booking it has not seen cannot slip past.
      if (!seller || seller.deletedAt) throw new HttpError('conflict', ERROR.sellerGone);
      const contact = contactSnap!.data() as ProductContactDoc | undefined;

      const order: WithFieldValue<OrderDoc> = {
        productId: input.productId,
        buyerUid: buyer.uid,
        sellerUid: product.sellerUid,
        userEmail: buyer.email,
        buyerName: buyerDoc.name,
        itemName: product.productName,
        price: product.price,
        image: product.image,
        meetingLocation: input.meetingLocation,
        phone: buyerPhone,
        sellerName: seller.name,
        sellerPhone: sellerPhone ?? contact?.phone ?? '',
        sellerEmail: contact?.sellerEmail ?? seller.email,
        status: 'Booked',
        createdAt: now(),
        expiresAt: Timestamp.fromDate(bookingExpiresAt(at)),
        updatedAt: now(),
      };
      tx.create(newOrderRef, order);
      tx.update(productRef, { productStatus: 'Booked', bookingId: newOrderRef.id, updatedAt: now() });
      tx.delete(db.collection(COLLECTIONS.advertisements).doc(input.productId));
      tx.set(bookingsRef, { active: FieldValue.arrayUnion(newOrderRef.id), updatedAt: now() }, { merge: true });
      notifyBooked(tx, product.sellerUid, product.productName, buyerDoc.name, at);
      return { id: newOrderRef.id, created: true };
    },
    () => bookingStanding(buyer.uid, input.productId),
  );
}

/**
 * The number a person's account has verified now, as people read it. A seller between unlinking an
 * old number and verifying a new one has none: the listing's contact keeps the one they listed with.
 * A deleted account has none either; the transaction then refuses the booking.
 */
async function verifiedPhone(uid: string) {
  try {
    const { phoneNumber } = await getAuth().getUser(uid);
    return phoneNumber ? displayPhone(phoneNumber) : undefined;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw err;
  }
}

/**
 * A booking whose transaction failed, answered by the book as it stands: the buyer's own booking
 * (their commit landed, its reply did not), 409 when another buyer has it, undefined while it is open.
 */
export async function bookingStanding(buyerUid: string, productId: string) {
  const { productRef, bookingsRef } = bookingRefs(buyerUid, productId);
  const [productSnap, bookingsSnap] = await getFirestore().getAll(productRef, bookingsRef);
  const product = productSnap!.data() as ProductDoc | undefined;
  const bookings = (bookingsSnap!.data() as BuyerBookingsDoc | undefined)?.active ?? [];
  return product ? decidedBooking(product, bookings) : undefined;
}

/** Why a live order cannot take this move now: it was paid already, or it has not been paid. */
const notNow = (order: OrderDoc) =>
  new HttpError('conflict', order.status === 'Paid' ? ERROR.orderNotBooked : ERROR.orderNotPaid);

/**
 * A party's move on a live order (`PUT /orders/{id}/<endpoint>`), one transaction: of racing moves
 * exactly one finds the order in a state it can move from. An order past its time makes its due
 * move instead (a booking expires, a Pay becomes a sale), and says so.
 */
export async function moveOrder(caller: Member, id: string, endpoint: OrderMoveEndpoint): Promise<number> {
  const ref = orderRef(id);
  let asked: OrderMove | undefined;
  const outcome = await runContended(
    getFirestore(),
    async (tx) => {
      const order = (await tx.get(ref)).data() as OrderDoc | undefined;
      if (!order) throw new HttpError('not-found');
      const role = orderRoleOf(order, { uid: caller.uid, admin: isAdmin(caller.user) });
      const move = moveOf(endpoint, role);
      if (!role || !move) throw new HttpError('forbidden', ERROR.notYourOrder);
      asked = move;
      if (!isLiveStatus(order.status)) throw new HttpError('conflict', ERROR.orderEnded);
      const at = new Date();
      const due = dueMove(order, at);
      if (!due && !canMove(move, order.status)) throw notNow(order);
      const target = await readTarget(tx, ref, order);
      writeMove(tx, target, due ?? move, due ? 'system' : role, at);
      return due;
    },
    () => moveStanding(id, asked),
  );
  if (outcome === 'expire') throw new HttpError('conflict', ERROR.orderExpired);
  if (outcome) throw new HttpError('conflict', ERROR.orderEnded);
  return 1;
}

/**
 * A move whose transaction failed, answered by the order as it stands: 409 once another move ended
 * it or took it where this move cannot follow.
 */
export async function moveStanding(id: string, move: OrderMove | undefined): Promise<undefined> {
  const order = (await orderRef(id).get()).data() as OrderDoc | undefined;
  if (!order) return undefined;
  if (!isLiveStatus(order.status)) throw new HttpError('conflict', ERROR.orderEnded);
  if (move && !canMove(move, order.status)) throw notNow(order);
  return undefined;
}

/** Makes the due move of one order if it is due at `at`; false when it was not (moved meanwhile, or not due). */
export async function settleDueOrder(id: string, at: Date): Promise<boolean> {
  const ref = orderRef(id);
  const due = (order: OrderDoc | undefined): order is OrderDoc => !!order && isDue(order, at);
  return runContended(
    getFirestore(),
    async (tx) => {
      const order = (await tx.get(ref)).data() as OrderDoc | undefined;
      if (!due(order)) return false;
      writeMove(tx, await readTarget(tx, ref, order), dueMove(order, at)!, 'system', at);
      return true;
    },
    // Once another writer has moved it, it was not this sweep's to settle.
    async () => (due((await ref.get()).data() as OrderDoc | undefined) ? undefined : false),
  );
}

const contactsDue = (order: OrderDoc | undefined, at: Date) =>
  !!order?.contactsUntil && order.contactsUntil.toMillis() <= at.getTime();

/** Removes a sold order's contact copies once their time is up at `at`; false when it was not. */
export async function removeDueContacts(id: string, at: Date): Promise<boolean> {
  const ref = orderRef(id);
  return runContended(
    getFirestore(),
    async (tx) => {
      if (!contactsDue((await tx.get(ref)).data() as OrderDoc | undefined, at)) return false;
      tx.update(ref, contactsRemoved());
      return true;
    },
    async () => (contactsDue((await ref.get()).data() as OrderDoc | undefined, at) ? undefined : false),
  );
}

/**
 * The schedule's sweep at `at`: bookings due expire and their books are offered again, Pays the
 * seller left unanswered become sales, and sold orders past the contact window lose their contacts.
 */
export async function settleDueOrders(at: Date) {
  const [dueOrders, dueContacts] = await Promise.all([
    buildQuery(QUERIES.dueOrders(at)).select().get(),
    buildQuery(QUERIES.dueContacts(at)).select().get(),
  ]);
  const settled = await Promise.all(dueOrders.docs.map((d) => settleDueOrder(d.id, at)));
  const cleared = await Promise.all(dueContacts.docs.map((d) => removeDueContacts(d.id, at)));
  return { settled: settled.filter(Boolean).length, contactsRemoved: cleared.filter(Boolean).length };
}

/**
 * An order as JSON, after any move or removal that is due at `at` (by this read or a racing one),
 * so the reply agrees with what Firestore holds.
 */
async function settledJson(d: QueryDocumentSnapshot, at: Date) {
  const order = d.data() as OrderDoc;
  if (!isDue(order, at) && !contactsDue(order, at)) return { _id: d.id, ...toJson(order) };
  await settleDueOrder(d.id, at);
  await removeDueContacts(d.id, at);
  return { _id: d.id, ...toJson((await d.ref.get()).data()!) };
}

/** A page of orders as JSON; a due order is settled on the way, so the reply shows it at once. */
async function ordersPage(spec: QuerySpec, page: PageQuery) {
  const at = new Date();
  const docs = await fetchPage(spec, page);
  return Promise.all(docs.map((d: QueryDocumentSnapshot) => settledJson(d, at)));
}

export const allOrders = (page: PageQuery) => ordersPage(QUERIES.allOrders(), page);

/** The orders a user placed, for that user or an admin. */
export async function ordersOf(caller: Caller, email: string, page: PageQuery) {
  const buyer = await userByEmail(caller, email);
  return buyer ? ordersPage(QUERIES.buyerOrders(buyer.uid), page) : [];
}

/** The bookings of the caller's books, newest first (Orders for my books). */
export const sellerOrders = (seller: Member, page: PageQuery) => ordersPage(QUERIES.sellerOrders(seller.uid), page);
