import { productContactPath, type ProductContactDoc } from '@reshelf/domain';
import { useLiveDoc } from '../../components/live-query';

/** The listing's private contact document (its seller and admins may read it); suspends until read. */
export function useProductContact(productId: string) {
  return useLiveDoc<ProductContactDoc>(productContactPath(productId), { suspense: true }).data;
}
