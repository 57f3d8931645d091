// The one place that writes an order's move (domain's ORDER_MOVES): the order's new state, its
// contact copies, the buyer's bookings record and what the move does to the book, inside the
// caller's transaction.
import {
  advertisedProduct,
  COLLECTIONS,
  contactsUntil,
  moveRule,
  ORDER_CONTACT_FIELDS,
  paidAnswerBy,
  productContactPath,
  recentCancels,
  type BuyerBookingsDoc,
  type OrderActor,
  type OrderDoc,
  type OrderMove,
  type ProductDoc,
} from '@reshelf/domain';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { now } from '../lib/docs';
import { notifyMove } from './order-notifications';
import { deletePhotosIn } from './photo-store';
import { countSale } from './seller-profiles';

/** A live order, its book and its buyer's bookings record, read in the transaction that moves it. */
export interface MoveTarget {
  ref: DocumentReference;
  order: OrderDoc;
  productRef: DocumentReference;
  /** The book as it is now, when it still exists and this order still holds it. */
  product?: ProductDoc;
  bookings?: BuyerBookingsDoc;
}

const buyerBookingsRef = (buyerUid: string) => getFirestore().collection(COLLECTIONS.buyerBookings).doc(buyerUid);

/** Reads what a move changes; every read of a transaction comes before its writes. */
export async function readTarget(tx: Transaction, ref: DocumentReference, order: OrderDoc): Promise<MoveTarget> {
  const productRef = getFirestore().collection(COLLECTIONS.products).doc(order.productId);
  const [productSnap, bookingsSnap] = await tx.getAll(productRef, buyerBookingsRef(order.buyerUid));
  const product = productSnap!.data() as ProductDoc | undefined;
  return {
    ref,
    order,
    productRef,
    product: product?.bookingId === ref.id ? product : undefined,
    bookings: bookingsSnap!.data() as BuyerBookingsDoc | undefined,
  };
}

/** The update that removes an order's contact copies, recording when. */
export const contactsRemoved = (): UpdateData<OrderDoc> => ({
  ...Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, FieldValue.delete()])),
  contactsUntil: FieldValue.delete(),
  contactsRemovedAt: now(),
});

/** The order's own change: its new state, its end (or its Pay), and its contact copies. */
function orderChange(move: OrderMove, by: OrderActor, at: Date): UpdateData<OrderDoc> {
  const rule = moveRule(move);
  const change: UpdateData<OrderDoc> = { status: rule.to, updatedAt: now() };
  if (rule.to === 'Paid') return { ...change, paidAt: now(), expiresAt: Timestamp.fromDate(paidAnswerBy(at)) };
  Object.assign(change, { endedAt: now(), endedBy: by, endReason: rule.reason });
  const until = contactsUntil(rule.to, at);
  if (!until) return change;
  return until > at ? { ...change, contactsUntil: Timestamp.fromDate(until) } : { ...change, ...contactsRemoved() };
}

/** Makes `move` on the order at `at` and does to its book what the move says. */
export function writeMove(
  tx: Transaction,
  { ref, order, productRef, product, bookings }: MoveTarget,
  move: OrderMove,
  by: OrderActor,
  at = new Date(),
) {
  const rule = moveRule(move);
  const db = getFirestore();
  tx.update(ref, orderChange(move, by, at));
  notifyMove(tx, order, move, by, rule.reason, at);
  // The seller's public profile counts the sale (the seller page's "books sold").
  if (rule.to === 'Sold') countSale(tx, order.sellerUid);
  if (rule.book === 'Booked') return;
  tx.set(
    buyerBookingsRef(order.buyerUid),
    {
      active: FieldValue.arrayRemove(ref.id),
      // The buyer's own cancels of the last window, this one included (CANCEL_LIMIT).
      ...(rule.ownCancel ? { cancels: [...recentCancels(bookings?.cancels ?? [], at), at.getTime()] } : {}),
      updatedAt: now(),
    },
    { merge: true },
  );
  if (!product) return;
  const adRef = db.collection(COLLECTIONS.advertisements).doc(productRef.id);
  if (rule.book === 'removed') {
    tx.delete(productRef);
    tx.delete(db.doc(productContactPath(productRef.id)));
    tx.delete(adRef);
    deletePhotosIn(tx, product.photos ?? []);
    return;
  }
  // A hidden listing's released book stays hidden (reports, or its seller's suspension).
  const status = rule.book === 'Available' && product.hiddenFor ? 'Hidden' : rule.book;
  tx.update(productRef, { productStatus: status, bookingId: FieldValue.delete(), updatedAt: now() });
  // A released book that was on offer is offered again.
  if (status === 'Available' && product.advertised) {
    tx.set(adRef, {
      product: advertisedProduct(productRef.id, product),
      sellerUid: product.sellerUid,
      createdAt: now(),
      updatedAt: now(),
    });
  }
}
