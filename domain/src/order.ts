import { VALIDATION } from './messages';
import { z } from './zod';
import { MEETING_LOCATION, MEETING_PLACE_MAX_LENGTH } from './constants';
import { AT_MOST } from './fields';
import type { OrderActor, OrderEndReason, OrderStatus } from './order-lifecycle';
import type { OrderReviews } from './review';
import type { TimestampLike } from './timestamp';

/**
 * `orders/{id}`: one booking of one book. Readable by its buyer, the book's seller and admins,
 * who are the only ones to see the contact details it carries (DESIGN: privacy): the buyer's
 * phone and email and the seller's phone and email (ORDER_CONTACT_FIELDS) are copied here at
 * booking, and removed when the trade is over (contactsUntil in order-lifecycle.ts). When a party
 * deletes their account, their name becomes DELETED_ACCOUNT_NAME and their phone and email go.
 */
export interface OrderDoc {
  productId: string;
  buyerUid: string;
  sellerUid: string;
  /** The buyer's email (spec's Order); gone with the other contacts. */
  userEmail?: string;
  buyerName: string;
  itemName: string;
  price: number;
  image: string;
  /** Where in Dhaka to meet, typed by the buyer; MEETING_LOCATION by default. */
  meetingLocation: string;
  /** The buyer's phone (spec's Order); gone with the other contacts. */
  phone?: string;
  sellerName: string;
  sellerPhone?: string;
  sellerEmail?: string;
  status: OrderStatus;
  createdAt: TimestampLike;
  /**
   * When time moves the order (DUE_MOVES): createdAt + BOOKING_DAYS while Booked (then Expired),
   * paidAt + PAID_ANSWER_DAYS once Paid (then Sold).
   */
  expiresAt: TimestampLike;
  /** The buyer's Pay: the order waits for the seller. */
  paidAt?: TimestampLike;
  /** After a sale: when the schedule removes the contact copies. */
  contactsUntil?: TimestampLike;
  /** When the contact copies were removed. */
  contactsRemovedAt?: TimestampLike;
  updatedAt?: TimestampLike;
  /** Set by the move that ended it. */
  endedAt?: TimestampLike;
  endedBy?: OrderActor;
  endReason?: OrderEndReason;
  /** Where each side's review of a Sold order stands (the review form's state on the order pages). */
  reviews?: OrderReviews;
}

/**
 * POST /orders. Everything but the meeting place comes from the token, the Auth record and the
 * product: the buyer's phone is their verified number, so a phone in the body is dropped.
 */
export const newOrderSchema = z.object({
  productId: z.string({ error: VALIDATION.book }).trim().min(1, { error: VALIDATION.book }).max(128),
  meetingLocation: z
    .string({ error: VALIDATION.meetingPlace })
    .trim()
    .min(1, { error: VALIDATION.meetingPlace })
    .max(MEETING_PLACE_MAX_LENGTH, { error: AT_MOST[MEETING_PLACE_MAX_LENGTH] })
    .default(MEETING_LOCATION),
});
export type NewOrder = z.infer<typeof newOrderSchema>;

/** The order modal's typed field. */
export const orderFormSchema = newOrderSchema.pick({ meetingLocation: true });
export type OrderForm = z.input<typeof orderFormSchema>;

/**
 * `buyerBookings/{buyerUid}`: the ids of the buyer's live orders and the times of their own recent
 * cancels. Every booking and every move reads and writes it in its transaction, so
 * MAX_ACTIVE_BOOKINGS and CANCEL_LIMIT hold under concurrent requests. Server-only (no client reads it).
 */
export interface BuyerBookingsDoc {
  active: string[];
  /** Epoch ms of the buyer's own cancels inside CANCEL_LIMIT's window. */
  cancels?: number[];
  updatedAt?: TimestampLike;
}
