import { REVIEW_MESSAGES, type CreatedReply, type NewReview } from '@reshelf/domain';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** Sends the caller's review of an order; the dialog shows a refusal itself (a field, already reviewed). */
export async function writeReview(orderId: string, review: NewReview) {
  const reply = await api<CreatedReply & { published: boolean }>(`/orders/${encodeURIComponent(orderId)}/review`, {
    method: 'POST',
    body: review,
    toast: false,
  });
  notify.success(reply.published ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.sent);
}
