import { SUCCESS, type DeletedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export async function deleteBuyer(uid: string) {
  await api<DeletedReply>(`/buyer/${encodeURIComponent(uid)}`, { method: 'DELETE' });
  notify.success(SUCCESS.buyerDeleted);
}

export const useDeleteBuyer = () => useAction(deleteBuyer);
