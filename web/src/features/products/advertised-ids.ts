import { MAX_LIST_PAGE_SIZE, QUERIES } from '@reshelf/domain';
import { useMemo } from 'react';
import { useLiveQuery } from '../../components/live-query';

/**
 * Ids of the seller's advertised products (advertisements are keyed by product). One query
 * reads one document per advertisement, fewer than one read per card, since only available
 * books stay advertised. Beyond the cap a card may offer Advertise again, which is harmless:
 * advertising twice changes nothing.
 */
export function useAdvertisedIds(sellerUid: string): ReadonlySet<string> {
  const { data } = useLiveQuery(QUERIES.sellerAdvertisements(sellerUid), MAX_LIST_PAGE_SIZE, { suspense: true });
  return useMemo(() => new Set((data ?? []).map((ad) => ad._id)), [data]);
}
