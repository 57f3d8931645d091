import { COLLECTIONS, type ProductDoc } from '@reshelf/domain';
import { useLiveDoc } from '../../components/live-query';

/** The listing, live (a booking shows at once; data undefined when there is none); suspends until read. */
export function useBook(id: string) {
  return useLiveDoc<ProductDoc>(`${COLLECTIONS.products}/${id}`, { suspense: true });
}
