import { QUERIES, type OrderDoc } from '@reshelf/domain';
import { usePagedQuery } from '../../lib/paged-query';

/** Every order, newest first (admin). */
export const useAllOrders = () => usePagedQuery<OrderDoc>(QUERIES.allOrders());

/** The orders a user placed, newest first. */
export const useMyOrders = (uid: string) => usePagedQuery<OrderDoc>(QUERIES.buyerOrders(uid));

/** Bookings of the seller's books, newest first (Orders for my books). */
export const useSellerOrders = (uid: string) => usePagedQuery<OrderDoc>(QUERIES.sellerOrders(uid));
