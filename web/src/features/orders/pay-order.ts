import { SUCCESS, type UpdatedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Records payment at the meeting (DESIGN: cash): the order becomes paid and the book Sold. */
export async function payOrder(orderId: string) {
  await api<UpdatedReply>(`/orders/${encodeURIComponent(orderId)}/pay`, { method: 'PUT' });
  notify.success(SUCCESS.orderPaid);
}

export const usePayOrder = () => useAction(payOrder);
