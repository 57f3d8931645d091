import { SUCCESS, type DeletedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export async function deleteSeller(uid: string) {
  await api<DeletedReply>(`/seller/${encodeURIComponent(uid)}`, { method: 'DELETE' });
  notify.success(SUCCESS.sellerDeleted);
}

export const useDeleteSeller = () => useAction(deleteSeller);
