import { COLLECTIONS, INITIAL_PRODUCT_STATUS, type ProductDoc } from '@reshelf/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { notifySavedSearches } from '../services/saved';

/**
 * A new listing notifies the people whose saved searches it matches. Only a listing new on the
 * shelves counts: one that becomes visible later (edited, or shown again after reports) does not.
 * A retried event notifies nobody twice (notifySavedSearches' mark).
 */
export const matchSavedSearches = onDocumentCreated(`${COLLECTIONS.products}/{productId}`, async (event) => {
  const product = event.data?.data() as ProductDoc | undefined;
  if (!product || product.productStatus !== INITIAL_PRODUCT_STATUS) return;
  await notifySavedSearches(event.params.productId, product);
});
