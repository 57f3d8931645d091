import { REVIEW_MESSAGES, type UpdatedReply } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** An admin hides a published review: its stars and text go, and it leaves the rating. */
async function hideReview(reviewId: string) {
  await api<UpdatedReply>(`/reviews/${encodeURIComponent(reviewId)}`, { method: 'PUT', body: { action: 'hide' } });
  notify.success(REVIEW_MESSAGES.hidden);
}

export const useHideReview = () => useAction(hideReview);
