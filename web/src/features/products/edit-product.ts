import { SUCCESS, type ProductEdit, type UpdatedReply } from '@reshelf/domain';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Changes one of the seller's listings; like adding, the form shows field errors itself. */
export async function editProduct(productId: string, edit: ProductEdit) {
  await api<UpdatedReply>(`/addProduct/${encodeURIComponent(productId)}`, { method: 'PUT', body: edit, toast: false });
  notify.success(SUCCESS.productUpdated);
}
