import { SUCCESS, type CreatedReply, type NewProduct } from '@reshelf/domain';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/**
 * Lists a book for the signed-in seller (the API takes the seller from the token). Failures
 * are not toasted here: the form puts field errors next to their fields.
 */
export async function addProduct(product: NewProduct) {
  const reply = await api<CreatedReply>('/addProduct', { method: 'POST', body: product, toast: false });
  notify.success(SUCCESS.productAdded);
  return reply.insertedId;
}
