// The review bodies' schemas, apart from review.ts so a page that only reads reviews does not load zod.
import { REVIEW_TEXT_MAX } from './constants';
import { REVIEW_MESSAGES, REVIEW_STARS } from './review';
import { z } from './zod';

/** POST /orders/{id}/review. */
export const newReviewSchema = z.object({
  stars: z
    .number({ error: REVIEW_MESSAGES.stars })
    .int({ error: REVIEW_MESSAGES.stars })
    .min(REVIEW_STARS.min, { error: REVIEW_MESSAGES.stars })
    .max(REVIEW_STARS.max, { error: REVIEW_MESSAGES.stars }),
  text: z
    .string({ error: REVIEW_MESSAGES.text })
    .trim()
    .max(REVIEW_TEXT_MAX, { error: REVIEW_MESSAGES.textMax })
    .default(''),
});
export type NewReview = z.infer<typeof newReviewSchema>;
export type ReviewForm = z.input<typeof newReviewSchema>;

/** PUT /reviews/{id}: an admin hides a published review that breaks the rules. */
export const reviewDecisionSchema = z.object({ action: z.enum(['hide'], { error: REVIEW_MESSAGES.action }) });
