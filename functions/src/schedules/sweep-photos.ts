import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepUnattachedPhotos } from '../services/photo-store';

/**
 * Every hour, photos that no listing took within UNATTACHED_PHOTO_HOURS of their upload (a form
 * left, a photo removed before saving) are deleted.
 */
export const sweepPhotos = onSchedule({ schedule: 'every 60 minutes', maxInstances: 1 }, async () => {
  const swept = await sweepUnattachedPhotos(new Date());
  if (swept > 0) logger.info('Swept unattached photos', { swept });
});
