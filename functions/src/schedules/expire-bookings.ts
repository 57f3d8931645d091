import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { settleDueOrders } from '../services/orders';

/**
 * Every hour, time moves the trade: bookings nobody moved for BOOKING_DAYS expire and their books
 * are offered again, Pays the seller left unanswered for PAID_ANSWER_DAYS become sales, and the
 * contact copies of sales older than CONTACT_DAYS_AFTER_SALE go.
 */
export const expireBookings = onSchedule({ schedule: 'every 60 minutes', maxInstances: 1 }, async () => {
  const { settled, contactsRemoved } = await settleDueOrders(new Date());
  if (settled > 0 || contactsRemoved > 0) logger.info('Settled orders', { settled, contactsRemoved });
});
