import type { CreatedReply, NewOrder } from '@reshelf/domain';
import { api } from '../../lib/api-client';

/** Books one copy: the server fills in the rest from the token and the product (DESIGN). */
export function createOrder(order: NewOrder) {
  return api<CreatedReply>('/orders', { method: 'POST', body: order, toast: false });
}
