import { QUERIES } from '@reshelf/domain';
import { useFirestoreCollectionData } from 'reactfire';
import { toQuery } from '../../lib/firestore-query';

/** Whether the user has placed an order: one document at most, and false until it is known. */
export function useHasOrders(uid: string) {
  const { data } = useFirestoreCollectionData(toQuery(QUERIES.buyerOrders(uid), 1));
  return (data?.length ?? 0) > 0;
}
