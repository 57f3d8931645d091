import { SUCCESS, type CreatedReply, type NewProduct } from '@reshelf/domain';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/**
 * Lists a book for the signed-in seller (the API takes the seller from the token). Failures
 * are not toasted here: the form puts field errors next to their fields. The same `attempt`
 * (one per filled-in form) on a retry gets the first listing back, never a second copy.
 */
export async function addProduct(product: NewProduct, attempt: string) {
  const reply = await api<CreatedReply>('/addProduct', {
    method: 'POST',
    body: product,
    toast: false,
    idempotencyKey: attempt,
  });
  notify.success(SUCCESS.productAdded);
  return reply.insertedId;
}
