import { COLLECTIONS, type CategoryDoc } from '@reshelf/domain';
import { useLiveDoc } from '../../lib/live-query';

/** The category document (data undefined when there is none), live; suspends until read. */
export function useCategory(id: string) {
  return useLiveDoc<CategoryDoc>(`${COLLECTIONS.categories}/${id}`, { suspense: true });
}
