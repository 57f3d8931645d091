// The one order lifecycle (DESIGN: the trade ends, always). Every move the API makes, whoever
// makes it, is one of ORDER_MOVES: from a live state (Booked, Paid) to the next, with what it does
// to the book and to the contact copies on the order.
import { BOOKING_DAYS, CANCEL_LIMIT, CONTACT_DAYS_AFTER_SALE, PAID_ANSWER_DAYS } from './constants';
import type { TimestampLike } from './timestamp';

export const ORDER_STATUSES = ['Booked', 'Paid', 'Sold', 'Cancelled', 'Expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The states a trade is live in: the book is held and the parties can reach each other. */
export const LIVE_ORDER_STATUSES = ['Booked', 'Paid'] as const satisfies readonly OrderStatus[];
export type LiveOrderStatus = (typeof LIVE_ORDER_STATUSES)[number];
export const isLiveStatus = (status: OrderStatus): status is LiveOrderStatus =>
  (LIVE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** Who makes a move: the order's two parties, an admin, or Reshelf itself (the schedule). */
export type OrderActor = 'buyer' | 'seller' | 'admin' | 'system';

export const ORDER_END_REASONS = [
  'marked-sold',
  'paid-unanswered',
  'cancelled-by-buyer',
  'declined-by-seller',
  'not-paid',
  'cancelled-by-admin',
  'listing-removed',
  'buyer-removed',
  'account-suspended',
  'expired',
] as const;
export type OrderEndReason = (typeof ORDER_END_REASONS)[number];

/** What a move does to the book: kept reserved (Booked), sold, offered again (Available), or gone with its listing. */
export type BookOutcome = 'Booked' | 'Sold' | 'Available' | 'removed';

export interface OrderMoveRule {
  /** Who may make it. */
  by: readonly OrderActor[];
  /** The live states it starts from. */
  from: readonly LiveOrderStatus[];
  to: Exclude<OrderStatus, 'Booked'>;
  /** Why the order ended; a move that keeps it live has none. */
  reason?: OrderEndReason;
  book: BookOutcome;
  /** The buyer's own cancel: it counts towards CANCEL_LIMIT. */
  ownCancel?: true;
}

export const ORDER_MOVES = {
  /** The buyer says they paid at the meeting (PUT /orders/{id}/pay): the seller has the last word. */
  pay: { by: ['buyer'], from: ['Booked'], to: 'Paid', book: 'Booked' },
  /** The seller received the cash: Mark as sold, or Confirm payment after a Pay (PUT /orders/{id}/sold). */
  markSold: { by: ['seller'], from: ['Booked', 'Paid'], to: 'Sold', reason: 'marked-sold', book: 'Sold' },
  /** The seller did not answer a Pay for PAID_ANSWER_DAYS (the schedule, or any read that finds it due). */
  paidUnanswered: { by: ['system'], from: ['Paid'], to: 'Sold', reason: 'paid-unanswered', book: 'Sold' },
  /** The buyer changed their mind (PUT /orders/{id}/cancel). */
  cancel: {
    by: ['buyer'],
    from: ['Booked'],
    to: 'Cancelled',
    reason: 'cancelled-by-buyer',
    book: 'Available',
    ownCancel: true,
  },
  /** The seller will not sell to this buyer (PUT /orders/{id}/decline). */
  decline: { by: ['seller'], from: ['Booked'], to: 'Cancelled', reason: 'declined-by-seller', book: 'Available' },
  /** The seller says a Pay never reached them (PUT /orders/{id}/not-paid). */
  notPaid: { by: ['seller'], from: ['Paid'], to: 'Cancelled', reason: 'not-paid', book: 'Available' },
  /** An admin ends a trade (PUT /orders/{id}/cancel by an admin who is not its buyer). */
  adminCancel: {
    by: ['admin'],
    from: ['Booked', 'Paid'],
    to: 'Cancelled',
    reason: 'cancelled-by-admin',
    book: 'Available',
  },
  /** Nothing happened for BOOKING_DAYS (the schedule, or any read that finds it due). */
  expire: { by: ['system'], from: ['Booked'], to: 'Expired', reason: 'expired', book: 'Available' },
  /** The book's listing was deleted, by its seller or an admin, or with its seller's account. */
  listingRemoved: {
    by: ['seller', 'admin'],
    from: ['Booked', 'Paid'],
    to: 'Cancelled',
    reason: 'listing-removed',
    book: 'removed',
  },
  /** An admin deleted the buyer's account. */
  buyerRemoved: {
    by: ['admin'],
    from: ['Booked', 'Paid'],
    to: 'Cancelled',
    reason: 'buyer-removed',
    book: 'Available',
  },
  /** An admin suspended one of the parties on a report: the book goes back (hidden if it was the seller). */
  accountSuspended: {
    by: ['admin'],
    from: ['Booked', 'Paid'],
    to: 'Cancelled',
    reason: 'account-suspended',
    book: 'Available',
  },
} as const satisfies Record<string, OrderMoveRule>;
export type OrderMove = keyof typeof ORDER_MOVES;

/** A move's rule, widened so that every field reads the same way. */
export const moveRule = (move: OrderMove): OrderMoveRule => ORDER_MOVES[move];

/** The moves a party asks for through the API: `PUT /orders/{id}/<endpoint>`. */
export const ORDER_MOVE_ENDPOINTS = ['pay', 'sold', 'cancel', 'decline', 'not-paid'] as const;
export type OrderMoveEndpoint = (typeof ORDER_MOVE_ENDPOINTS)[number];

/** The order fields the lifecycle reads. */
export interface OrderParties {
  buyerUid: string;
  sellerUid: string;
  status: OrderStatus;
  /** When time makes the order's due move (DUE_MOVES). */
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
  'not-paid': { seller: 'notPaid' },
};

/** The move an endpoint makes for this caller, or undefined when the caller may not make it. */
export const moveOf = (endpoint: OrderMoveEndpoint, role: OrderActor | null): OrderMove | undefined =>
  role ? ENDPOINT_MOVES[endpoint][role] : undefined;

/** Whether `move` can be made from `status` now (any caller checks come first, with moveOf). */
export const canMove = (move: OrderMove, status: OrderStatus) =>
  (moveRule(move).from as readonly OrderStatus[]).includes(status);

const DAY_MS = 24 * 60 * 60 * 1000;
/** The moment `days` days after `at`: every window and expiry counts days this way. */
export const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

export const bookingExpiresAt = (bookedAt: Date) => daysAfter(bookedAt, BOOKING_DAYS);
/** A Pay the seller leaves unanswered becomes a sale this long after it (PAID_ANSWER_DAYS). */
export const paidAnswerBy = (paidAt: Date) => daysAfter(paidAt, PAID_ANSWER_DAYS);

/** The move time makes on a live order once its expiresAt passes: a booking expires, a Pay becomes a sale. */
export const DUE_MOVES = { Booked: 'expire', Paid: 'paidUnanswered' } as const satisfies Record<
  LiveOrderStatus,
  OrderMove
>;

/** The move a live order is due for at `now`, if any. */
export const dueMove = (order: Pick<OrderParties, 'status' | 'expiresAt'>, now: Date): OrderMove | undefined =>
  isLiveStatus(order.status) && order.expiresAt.toMillis() <= now.getTime() ? DUE_MOVES[order.status] : undefined;

export const isDue = (order: Pick<OrderParties, 'status' | 'expiresAt'>, now: Date) =>
  dueMove(order, now) !== undefined;

/** The state to show and act on: a due order is in its due move's state even before the schedule writes it. */
export function effectiveStatus(order: Pick<OrderParties, 'status' | 'expiresAt'>, now: Date): OrderStatus {
  const due = dueMove(order, now);
  return due ? ORDER_MOVES[due].to : order.status;
}

/** Booked or Paid at `now`: the book is held and the order counts against MAX_ACTIVE_BOOKINGS. */
export const isActiveOrder = (order: Pick<OrderParties, 'status' | 'expiresAt'>, now: Date) =>
  isLiveStatus(effectiveStatus(order, now));

/** Where an order keeps each party's name and contact (copied at booking, removed when the trade is over). */
export const ORDER_PARTY_FIELDS = {
  buyer: { name: 'buyerName', contacts: ['phone', 'userEmail'] },
  seller: { name: 'sellerName', contacts: ['sellerPhone', 'sellerEmail'] },
} as const;

/** The order fields that hold a party's contact. */
export const ORDER_CONTACT_FIELDS = [...ORDER_PARTY_FIELDS.buyer.contacts, ...ORDER_PARTY_FIELDS.seller.contacts];

/**
 * When the contact copies of an order moved to `to` at `at` go: they stay while it is live
 * (undefined), for CONTACT_DAYS_AFTER_SALE after a sale, and at once after any other ending.
 */
export function contactsUntil(to: OrderStatus, at: Date): Date | undefined {
  if (isLiveStatus(to)) return undefined;
  return to === 'Sold' ? daysAfter(at, CONTACT_DAYS_AFTER_SALE) : at;
}

/** The buyer's own cancels (epoch ms) still inside CANCEL_LIMIT's window at `now`, oldest first. */
export const recentCancels = (cancels: readonly number[], now: Date) =>
  cancels.filter((t) => t > now.getTime() - CANCEL_LIMIT.windowHours * 60 * 60 * 1000).sort((a, b) => a - b);

/** When a buyer who cancelled CANCEL_LIMIT.max times in the window may book again; undefined when they may now. */
export function bookingBlockedUntil(cancels: readonly number[], now: Date): Date | undefined {
  const recent = recentCancels(cancels, now);
  if (recent.length < CANCEL_LIMIT.max) return undefined;
  return new Date(recent[recent.length - CANCEL_LIMIT.max]! + CANCEL_LIMIT.windowHours * 60 * 60 * 1000);
}
