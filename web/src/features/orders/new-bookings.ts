import { isActiveOrder, newBookingToast, QUERIES, type OrderDoc } from '@reshelf/domain';
import { useEffect, useRef } from 'react';
import { useLiveQuery, type Row } from '../../lib/live-query';
import { notify } from '../../lib/notify';

/** How many open bookings the menu counts at most (the live query's limit). */
export const OPEN_BOOKINGS_MAX = 50;

/**
 * The rows of a snapshot that were not in the previous one. The first snapshot (previous
 * undefined) only seeds what was seen: the bookings already there when the seller signed in are not news.
 */
export function newArrivals<T extends { _id: string }>(previous: Set<string> | undefined, rows: readonly T[]): T[] {
  if (!previous) return [];
  return rows.filter((row) => !previous.has(row._id));
}

/**
 * The seller's bookings still waiting for them, live: the menu shows their count and, with
 * `announce` (the navbar, on every page), a booking that arrives while the seller is signed in
 * shows a toast. Both read the same live query.
 */
export function useOpenBookings(uid: string, { announce = false } = {}): Row<OrderDoc>[] | undefined {
  const { data } = useLiveQuery<OrderDoc>(QUERIES.sellerOpenOrders(uid), OPEN_BOOKINGS_MAX, { suspense: false });
  const seen = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    if (announce) for (const order of newArrivals(seen.current, data)) notify.info(newBookingToast(order.itemName));
    seen.current = new Set([...(seen.current ?? []), ...data.map((o) => o._id)]);
  }, [data, announce]);
  if (!data) return undefined;
  const now = new Date();
  return data.filter((o) => isActiveOrder(o, now));
}
