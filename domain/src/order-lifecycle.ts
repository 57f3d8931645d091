// The one order lifecycle (DESIGN: the trade ends, always). Every move the API makes, whoever
// makes it, is one of ORDER_MOVES: from Booked to an end state, with what it does to the book.
import { BOOKING_DAYS } from './constants';
import type { TimestampLike } from './timestamp';

export const ORDER_STATUSES = ['Booked', 'Sold', 'Cancelled', 'Expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The one state an order can move from; the others are ends. */
export const ACTIVE_ORDER_STATUS = 'Booked' satisfies OrderStatus;

/** Who makes a move: the order's two parties, an admin, or Reshelf itself (expiry). */
export type OrderActor = 'buyer' | 'seller' | 'admin' | 'system';

export const ORDER_END_REASONS = [
  'paid',
  'marked-sold',
  'cancelled-by-buyer',
  'declined-by-seller',
  'cancelled-by-admin',
  'listing-removed',
  'buyer-removed',
  'expired',
] as const;
export type OrderEndReason = (typeof ORDER_END_REASONS)[number];

/** What a move does to the booked book: sold, offered again (Available), or gone with its listing. */
export type BookOutcome = 'Sold' | 'Available' | 'removed';

export interface OrderMoveRule {
  /** Who may make it. */
  by: readonly OrderActor[];
  to: Exclude<OrderStatus, 'Booked'>;
  reason: OrderEndReason;
  book: BookOutcome;
}

export const ORDER_MOVES = {
  /** The buyer paid in cash at the meeting (PUT /orders/{id}/pay). */
  pay: { by: ['buyer'], to: 'Sold', reason: 'paid', book: 'Sold' },
  /** The seller received the cash (PUT /orders/{id}/sold). */
  markSold: { by: ['seller'], to: 'Sold', reason: 'marked-sold', book: 'Sold' },
  /** The buyer changed their mind (PUT /orders/{id}/cancel). */
  cancel: { by: ['buyer'], to: 'Cancelled', reason: 'cancelled-by-buyer', book: 'Available' },
  /** The seller will not sell to this buyer (PUT /orders/{id}/decline). */
  decline: { by: ['seller'], to: 'Cancelled', reason: 'declined-by-seller', book: 'Available' },
  /** An admin ends a booking (PUT /orders/{id}/cancel by an admin who is not its buyer). */
  adminCancel: { by: ['admin'], to: 'Cancelled', reason: 'cancelled-by-admin', book: 'Available' },
  /** Nothing happened for BOOKING_DAYS (the schedule, or any read that finds it due). */
  expire: { by: ['system'], to: 'Expired', reason: 'expired', book: 'Available' },
  /** The book's listing was deleted, by its seller or an admin, or with its seller's account. */
  listingRemoved: { by: ['seller', 'admin'], to: 'Cancelled', reason: 'listing-removed', book: 'removed' },
  /** An admin deleted the buyer's account. */
  buyerRemoved: { by: ['admin'], to: 'Cancelled', reason: 'buyer-removed', book: 'Available' },
} as const satisfies Record<string, OrderMoveRule>;
export type OrderMove = keyof typeof ORDER_MOVES;

/** The moves a party asks for through the API: `PUT /orders/{id}/<endpoint>`. */
export const ORDER_MOVE_ENDPOINTS = ['pay', 'sold', 'cancel', 'decline'] as const;
export type OrderMoveEndpoint = (typeof ORDER_MOVE_ENDPOINTS)[number];

/** The order fields the lifecycle reads. */
export interface OrderParties {
  buyerUid: string;
  sellerUid: string;
  status: OrderStatus;
  expiresAt: TimestampLike;
}

/** How the caller stands to an order: its buyer, its seller, an admin, or nobody it concerns. */
export function orderRoleOf(
  order: Pick<OrderParties, 'buyerUid' | 'sellerUid'>,
  caller: { uid: string; admin: boolean },
) {
  if (order.buyerUid === caller.uid) return 'buyer' as const;
  if (order.sellerUid === caller.uid) return 'seller' as const;
  return caller.admin ? ('admin' as const) : null;
}

const ENDPOINT_MOVES: Record<OrderMoveEndpoint, Partial<Record<OrderActor, OrderMove>>> = {
  pay: { buyer: 'pay' },
  sold: { seller: 'markSold' },
  cancel: { buyer: 'cancel', admin: 'adminCancel' },
  decline: { seller: 'decline' },
};

/** The move an endpoint makes for this caller, or undefined when the caller may not make it. */
export const moveOf = (endpoint: OrderMoveEndpoint, role: OrderActor | null): OrderMove | undefined =>
  role ? ENDPOINT_MOVES[endpoint][role] : undefined;

export const bookingExpiresAt = (bookedAt: Date) => new Date(bookedAt.getTime() + BOOKING_DAYS * 24 * 60 * 60 * 1000);

/** A Booked order past its expiry is due to expire: it counts as Expired from that moment. */
export const isDue = (order: Pick<OrderParties, 'status' | 'expiresAt'>, now: Date) =>
  order.status === ACTIVE_ORDER_STATUS && order.expiresAt.toMillis() <= now.getTime();

/** The state to show and act on: a due booking is Expired even before the schedule writes it. */
export const effectiveStatus = (order: Pick<OrderParties, 'status' | 'expiresAt'>, now: Date): OrderStatus =>
  isDue(order, now) ? 'Expired' : order.status;

export const isActiveOrder = (order: Pick<OrderParties, 'status' | 'expiresAt'>, now: Date) =>
  effectiveStatus(order, now) === ACTIVE_ORDER_STATUS;
