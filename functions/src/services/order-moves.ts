// The one place that writes an order's move (domain's ORDER_MOVES): the order's end, the buyer's
// active bookings and what the move does to the book, inside the caller's transaction.
import {
  advertisedProduct,
  COLLECTIONS,
  ORDER_MOVES,
  productContactPath,
  type OrderActor,
  type OrderDoc,
  type OrderMove,
  type ProductDoc,
} from '@reshelf/domain';
import { FieldValue, getFirestore, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { now } from '../lib/docs';

/** A Booked order and its book, read in the transaction that moves it. */
export interface MoveTarget {
  ref: DocumentReference;
  order: OrderDoc;
  productRef: DocumentReference;
  /** The book as it is now, when it still exists and this order still holds it. */
  product?: ProductDoc;
}

/** Reads what a move changes; every read of a transaction comes before its writes. */
export async function readTarget(tx: Transaction, ref: DocumentReference, order: OrderDoc): Promise<MoveTarget> {
  const productRef = getFirestore().collection(COLLECTIONS.products).doc(order.productId);
  const product = (await tx.get(productRef)).data() as ProductDoc | undefined;
  return { ref, order, productRef, product: product?.bookingId === ref.id ? product : undefined };
}

/** Ends the order by `move` and does to its book what the move says. */
export function writeMove(
  tx: Transaction,
  { ref, order, productRef, product }: MoveTarget,
  move: OrderMove,
  by: OrderActor,
) {
  const rule = ORDER_MOVES[move];
  const db = getFirestore();
  tx.update(ref, { status: rule.to, endedAt: now(), endedBy: by, endReason: rule.reason, updatedAt: now() });
  tx.set(
    db.collection(COLLECTIONS.buyerBookings).doc(order.buyerUid),
    { active: FieldValue.arrayRemove(ref.id), updatedAt: now() },
    { merge: true },
  );
  if (!product) return;
  const adRef = db.collection(COLLECTIONS.advertisements).doc(productRef.id);
  if (rule.book === 'removed') {
    tx.delete(productRef);
    tx.delete(db.doc(productContactPath(productRef.id)));
    tx.delete(adRef);
    return;
  }
  tx.update(productRef, { productStatus: rule.book, bookingId: FieldValue.delete(), updatedAt: now() });
  // A released book that was on offer is offered again.
  if (rule.book === 'Available' && product.advertised) {
    tx.set(adRef, {
      product: advertisedProduct(productRef.id, product),
      sellerUid: product.sellerUid,
      createdAt: now(),
      updatedAt: now(),
    });
  }
}
