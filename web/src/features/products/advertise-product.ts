import { SUCCESS, type AdvertiseRequest } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

export async function advertiseProduct(productId: string) {
  const body: AdvertiseRequest = { product: { _id: productId } };
  await api<{ acknowledged: true }>('/advertise', { method: 'POST', body });
  notify.success(SUCCESS.advertised);
}

export const useAdvertiseProduct = () => useAction(advertiseProduct);
