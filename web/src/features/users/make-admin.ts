import { SUCCESS, type UpdatedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export async function makeAdmin(uid: string) {
  await api<UpdatedReply>(`/user/${encodeURIComponent(uid)}`, { method: 'PUT' });
  notify.success(SUCCESS.madeAdmin);
}

export const useMakeAdmin = () => useAction(makeAdmin);
