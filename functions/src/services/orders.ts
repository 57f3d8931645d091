import {
  COLLECTIONS,
  ERROR,
  MEETING_LOCATION,
  QUERIES,
  type NewOrder,
  type OrderDoc,
  type PageQuery,
  type ProductDoc,
} from '@reshelf/domain';
import { getFirestore, type WithFieldValue } from 'firebase-admin/firestore';
import { docRef, now, toJson } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { fetchPage } from '../lib/firestore-query';
import { userByEmail, type Caller, type Member } from './users';

// Twenty buyers racing for one book abort each other's transactions; retries settle it.
const TRANSACTION = { maxAttempts: 20 };

/**
 * Books a copy: in one transaction the product goes from Available to Booked, its advertisement
 * goes, and the order is created, so two buyers can never book the same book.
 */
export async function bookOrder(buyer: Member, { productId, phone }: NewOrder): Promise<string> {
  const db = getFirestore();
  const productRef = docRef(COLLECTIONS.products, productId);
  const orderRef = db.collection(COLLECTIONS.orders).doc();
  await db.runTransaction(async (tx) => {
    const product = (await tx.get(productRef)).data() as ProductDoc | undefined;
    if (!product) throw new HttpError('not-found');
    if (product.sellerUid === buyer.uid) throw new HttpError('forbidden', ERROR.ownBook);
    if (product.productStatus !== 'Available') throw new HttpError('conflict', ERROR.bookUnavailable);
    const order: WithFieldValue<OrderDoc> = {
      productId,
      buyerUid: buyer.uid,
      sellerUid: product.sellerUid,
      userEmail: buyer.email,
      itemName: product.productName,
      price: product.price,
      image: product.image,
      meetingLocation: MEETING_LOCATION,
      phone,
      status: 'booked',
      createdAt: now(),
    };
    tx.update(productRef, { productStatus: 'Booked', updatedAt: now() });
    tx.delete(docRef(COLLECTIONS.advertisements, productId));
    tx.create(orderRef, order);
  }, TRANSACTION);
  return orderRef.id;
}

/** The buyer pays at the meeting: the order becomes paid and the book Sold, together. */
export async function payOrder(buyer: Member, orderId: string): Promise<number> {
  const orderRef = docRef(COLLECTIONS.orders, orderId);
  return getFirestore().runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderDoc | undefined;
    if (!order) throw new HttpError('not-found');
    if (order.buyerUid !== buyer.uid) throw new HttpError('forbidden');
    if (order.status !== 'booked') throw new HttpError('conflict', ERROR.orderNotBooked);
    const productRef = docRef(COLLECTIONS.products, order.productId);
    // The seller may be gone with its listings; the order is still paid.
    const productExists = (await tx.get(productRef)).exists;
    tx.update(orderRef, { status: 'paid', paidAt: now() });
    if (productExists) tx.update(productRef, { productStatus: 'Sold', updatedAt: now() });
    return 1;
  }, TRANSACTION);
}

export async function allOrders(page: PageQuery) {
  const docs = await fetchPage(QUERIES.allOrders(), page);
  return docs.map((d) => ({ _id: d.id, ...toJson(d.data()) }));
}

/** The orders a user placed, for that user or an admin. */
export async function ordersOf(caller: Caller, email: string, page: PageQuery) {
  const buyer = await userByEmail(caller, email);
  if (!buyer) return [];
  const docs = await fetchPage(QUERIES.buyerOrders(buyer.uid), page);
  return docs.map((d) => ({ _id: d.id, ...toJson(d.data()) }));
}
