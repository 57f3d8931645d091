import { COLLECTIONS, type ProductDoc } from '@reshelf/domain';
import { useLiveDoc } from '../../components/live-query';

/** Whether `id` can name a Firestore document: any other address is a book that does not exist. */
export const isDocId = (id: string) =>
  id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id);

/** The listing, live (a booking shows at once), or undefined when there is none; suspends until read. */
export function useBook(id: string) {
  return useLiveDoc<ProductDoc>(`${COLLECTIONS.products}/${id}`, { suspense: true }).data;
}
