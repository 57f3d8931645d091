import { advertisedProduct, COLLECTIONS, ERROR, QUERIES, type AdvertisementDoc, type PageQuery } from '@reshelf/domain';
import { getFirestore, type WithFieldValue } from 'firebase-admin/firestore';
import { docRef, now } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { fetchPage } from '../lib/firestore-query';
import { ownListing } from './products';
import type { Member } from './users';

/** The owner advertises an available listing; the advertisement is keyed by it, so never twice. */
export async function advertise(caller: Member, productId: string): Promise<{ created: boolean }> {
  // A transaction, so a booking that lands meanwhile cannot leave an offer for a booked book.
  return getFirestore().runTransaction(async (tx) => {
    const { adRef, product, advertised } = await ownListing(tx, caller, productId);
    if (product.productStatus !== 'Available') throw new HttpError('conflict', ERROR.notAdvertisable);
    if (advertised) return { created: false };
    const ad: WithFieldValue<AdvertisementDoc> = {
      product: advertisedProduct(productId, product),
      sellerUid: product.sellerUid,
      createdAt: now(),
    };
    tx.create(adRef, ad);
    // Remembered on the listing, so a booking that ends offers the book again.
    tx.update(docRef(COLLECTIONS.products, productId), { advertised: true, updatedAt: now() });
    return { created: true };
  });
}

export async function listAdvertisements(page: PageQuery) {
  const docs = await fetchPage(QUERIES.advertisements(), page);
  return docs.map((d) => ({ _id: d.id, product: (d.data() as AdvertisementDoc).product }));
}
