import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { publishDueReviews } from '../services/reviews';

/** Every hour, the reviews still pending when their window closed (REVIEW_DAYS after the sale) go out. */
export const publishReviews = onSchedule({ schedule: 'every 60 minutes', maxInstances: 1 }, async () => {
  const { published } = await publishDueReviews(new Date());
  if (published > 0) logger.info('Published reviews whose window closed', { published });
});
