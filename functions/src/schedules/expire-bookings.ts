import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { expireDueBookings } from '../services/orders';

/** Every hour, bookings nobody moved for BOOKING_DAYS expire and their books are offered again. */
export const expireBookings = onSchedule({ schedule: 'every 60 minutes', maxInstances: 1 }, async () => {
  const expired = await expireDueBookings(new Date());
  if (expired > 0) logger.info('Expired bookings', { expired });
});
