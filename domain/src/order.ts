import { z } from './zod';
import type { MEETING_LOCATION } from './constants';
import { type OrderStatus } from './constants';
import { phoneField } from './fields';
import type { TimestampLike } from './timestamp';

/** `orders/{id}`. Everything but the phone comes from the token and the product. */
export interface OrderDoc {
  productId: string;
  buyerUid: string;
  sellerUid: string;
  userEmail: string;
  itemName: string;
  price: number;
  image: string;
  meetingLocation: typeof MEETING_LOCATION;
  phone: string;
  status: OrderStatus;
  createdAt?: TimestampLike;
  updatedAt?: TimestampLike;
  paidAt?: TimestampLike;
}

/** POST /orders. */
export const newOrderSchema = z.object({
  productId: z.string({ error: 'Choose a book' }).trim().min(1, { error: 'Choose a book' }).max(128),
  phone: phoneField,
});
export type NewOrder = z.infer<typeof newOrderSchema>;

/** The order modal's one typed field. */
export const orderFormSchema = newOrderSchema.pick({ phone: true });
export type OrderForm = z.infer<typeof orderFormSchema>;
