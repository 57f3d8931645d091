import { ERROR, type CreatedReply, type NewOrder } from '@reshelf/domain';
import { api, ApiError } from '../../lib/api-client';

/** Books one copy: the server fills in the rest from the token and the product (DESIGN). */
export function createOrder(order: NewOrder) {
  return api<CreatedReply>('/orders', { method: 'POST', body: order, toast: false });
}

/** The sentence to show when booking fails; 409 means someone else was quicker. */
export function orderErrorMessage(err: unknown) {
  if (!(err instanceof ApiError)) return ERROR.generic;
  return err.status === 409 ? ERROR.bookUnavailable : err.message;
}
