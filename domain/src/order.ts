import { VALIDATION } from './messages';
import { z } from './zod';
import { MEETING_LOCATION, MEETING_PLACE_MAX_LENGTH } from './constants';
import { phoneField } from './phone';
import { AT_MOST } from './fields';
import type { OrderActor, OrderEndReason, OrderStatus } from './order-lifecycle';
import type { TimestampLike } from './timestamp';

/**
 * `orders/{id}`: one booking of one book. Readable by its buyer, the book's seller and admins,
 * who are the only ones to see the contact details it carries (DESIGN: privacy): the buyer's
 * phone and the seller's name, phone and email are copied here at booking. When a party deletes
 * their account, their name becomes DELETED_ACCOUNT_NAME and their phone and email go.
 */
export interface OrderDoc {
  productId: string;
  buyerUid: string;
  sellerUid: string;
  /** The buyer's email (spec's Order). */
  userEmail?: string;
  buyerName: string;
  itemName: string;
  price: number;
  image: string;
  /** Where in Dhaka to meet, typed by the buyer; MEETING_LOCATION by default. */
  meetingLocation: string;
  /** The buyer's phone (spec's Order). */
  phone?: string;
  sellerName: string;
  sellerPhone?: string;
  sellerEmail?: string;
  status: OrderStatus;
  createdAt: TimestampLike;
  /** createdAt + BOOKING_DAYS: a Booked order past it is Expired (order-lifecycle.ts). */
  expiresAt: TimestampLike;
  updatedAt?: TimestampLike;
  /** Set by the move that ended it. */
  endedAt?: TimestampLike;
  endedBy?: OrderActor;
  endReason?: OrderEndReason;
}

/** POST /orders. Everything but the phone and the meeting place comes from the token and the product. */
export const newOrderSchema = z.object({
  productId: z.string({ error: VALIDATION.book }).trim().min(1, { error: VALIDATION.book }).max(128),
  phone: phoneField,
  meetingLocation: z
    .string({ error: VALIDATION.meetingPlace })
    .trim()
    .min(1, { error: VALIDATION.meetingPlace })
    .max(MEETING_PLACE_MAX_LENGTH, { error: AT_MOST[MEETING_PLACE_MAX_LENGTH] })
    .default(MEETING_LOCATION),
});
export type NewOrder = z.infer<typeof newOrderSchema>;

/** The order modal's typed fields. */
export const orderFormSchema = newOrderSchema.pick({ phone: true, meetingLocation: true });
export type OrderForm = z.input<typeof orderFormSchema>;

/**
 * `buyerBookings/{buyerUid}`: the ids of the buyer's Booked orders. Every booking and every move
 * reads and writes it in its transaction, so MAX_ACTIVE_BOOKINGS holds under concurrent bookings.
 * Server-only (no client reads it).
 */
export interface BuyerBookingsDoc {
  active: string[];
  updatedAt?: TimestampLike;
}
