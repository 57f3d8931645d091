import { SUCCESS, type UpdatedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export async function verifySeller(uid: string) {
  await api<UpdatedReply>(`/user/verify/${encodeURIComponent(uid)}`, { method: 'PUT' });
  notify.success(SUCCESS.sellerVerified);
}

export const useVerifySeller = () => useAction(verifySeller);
