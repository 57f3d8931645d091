import { MAX_CLIENT_QUERY_LIMIT, QUERIES } from '@reshelf/domain';
import { useMemo } from 'react';
import { useLiveQuery } from '../../lib/live-query';

/**
 * Ids of the seller's advertised products (advertisements are keyed by product). One query
 * reads one document per advertisement, fewer than one read per card, since only available
 * books stay advertised. Beyond the rules' cap a card may offer Advertise again, which is harmless:
 * advertising twice changes nothing.
 */
export function useAdvertisedIds(sellerUid: string): ReadonlySet<string> {
  const { data } = useLiveQuery(QUERIES.sellerAdvertisements(sellerUid), MAX_CLIENT_QUERY_LIMIT, { suspense: true });
  return useMemo(() => new Set((data ?? []).map((ad) => ad._id)), [data]);
}
