import { SUCCESS, type DeletedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export async function deleteProduct(productId: string) {
  await api<DeletedReply>(`/addProduct/${encodeURIComponent(productId)}`, { method: 'DELETE' });
  notify.success(SUCCESS.productDeleted);
}

export const useDeleteProduct = () => useAction(deleteProduct);
