import { SUCCESS, type OrderMoveEndpoint, type UpdatedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** The toast each move ends with. */
const MOVE_TOAST: Record<OrderMoveEndpoint, string> = {
  pay: SUCCESS.orderPaid,
  sold: SUCCESS.orderSold,
  cancel: SUCCESS.orderCancelled,
  decline: SUCCESS.orderDeclined,
  'not-paid': SUCCESS.orderNotPaid,
};

/**
 * Moves an order on (domain order-lifecycle.ts): the buyer pays or cancels, the seller marks it
 * sold, declines or says it was not paid, an admin cancels. The server decides what the move means for the caller.
 */
export async function moveOrder(orderId: string, endpoint: OrderMoveEndpoint) {
  await api<UpdatedReply>(`/orders/${encodeURIComponent(orderId)}/${endpoint}`, { method: 'PUT' });
  notify.success(MOVE_TOAST[endpoint]);
}

export const useMoveOrder = () => useAction(moveOrder);
