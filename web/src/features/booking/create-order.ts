import { ERROR, type CreatedReply, type NewOrder } from '@reshelf/domain';
import { api, ApiError } from '../../lib/api-client';

/** Books one copy: the server fills in the rest from the token and the product (DESIGN). */
export function createOrder(order: NewOrder) {
  return api<CreatedReply>('/orders', { method: 'POST', body: order, toast: false });
}

/**
 * The sentence to show when booking fails. A refusal (4xx) says why in the server's own words
 * (the booking limit, a book just booked by someone else, your own book...); anything else is generic.
 */
export function orderErrorMessage(err: unknown) {
  if (!(err instanceof ApiError)) return ERROR.generic;
  if (err.status >= 400 && err.status < 500) return err.message || ERROR.generic;
  return err.code === 'network' ? ERROR.network : ERROR.generic;
}
