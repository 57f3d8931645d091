import { QUERIES } from '@reshelf/domain';
import { useLiveQuery } from '../../lib/live-query';

/** Whether the user has placed an order: one document at most, and false until it is known. */
export function useHasOrders(uid: string) {
  const { data } = useLiveQuery(QUERIES.buyerOrders(uid), 1, { suspense: false });
  return (data?.length ?? 0) > 0;
}
