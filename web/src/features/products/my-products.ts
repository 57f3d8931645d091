import { QUERIES, type ProductDoc } from '@reshelf/domain';
import { usePagedQuery } from '../../lib/paged-query';

/** A seller's listings, newest first. */
export const useMyProducts = (uid: string) => usePagedQuery<ProductDoc>(QUERIES.sellerProducts(uid));
