import { COLLECTIONS, ERROR, QUERIES, type AdvertisementDoc, type PageQuery, type ProductDoc } from '@reshelf/domain';
import { getFirestore, type WithFieldValue } from 'firebase-admin/firestore';
import { docRef, now } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { fetchPage } from '../lib/firestore-query';
import type { Member } from './users';

/** The owner advertises an available listing; the advertisement is keyed by it, so never twice. */
export async function advertise(caller: Member, productId: string): Promise<{ created: boolean }> {
  const productRef = docRef(COLLECTIONS.products, productId);
  const adRef = docRef(COLLECTIONS.advertisements, productId);
  // A transaction, so a booking that lands meanwhile cannot leave an offer for a booked book.
  return getFirestore().runTransaction(async (tx) => {
    const [productSnap, adSnap] = await tx.getAll(productRef, adRef);
    const product = productSnap?.data() as ProductDoc | undefined;
    if (!product) throw new HttpError('not-found');
    if (product.sellerUid !== caller.uid) throw new HttpError('forbidden');
    if (product.productStatus !== 'Available') throw new HttpError('conflict', ERROR.notAdvertisable);
    if (adSnap?.exists) return { created: false };
    const ad: WithFieldValue<AdvertisementDoc> = {
      product: { _id: productId, productName: product.productName, image: product.image, price: product.price },
      sellerUid: product.sellerUid,
      createdAt: now(),
    };
    tx.create(adRef, ad);
    return { created: true };
  });
}

export async function listAdvertisements(page: PageQuery) {
  const docs = await fetchPage(QUERIES.advertisements(), page);
  return docs.map((d) => ({ _id: d.id, product: (d.data() as AdvertisementDoc).product }));
}
