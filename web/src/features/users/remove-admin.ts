import { SUCCESS, type UpdatedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Takes another admin's role away; the API keeps the last admin. */
export async function removeAdmin(uid: string) {
  await api<UpdatedReply>(`/user/${encodeURIComponent(uid)}/admin`, { method: 'DELETE' });
  notify.success(SUCCESS.adminRemoved);
}

export const useRemoveAdmin = () => useAction(removeAdmin);
