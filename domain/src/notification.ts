// Notifications: server-written, one document per person per event (DESIGN: conversation,
// reviews and notifications). The bell reads a person's own; nobody else reads them.
import type { TimestampLike } from './timestamp';

export const NOTIFICATION_KINDS = [
  /** A buyer booked one of the seller's books. */
  'booked',
  /** The buyer cancelled a booking (to the seller) or an admin/report ended it (to both). */
  'cancelled',
  /** The seller declined the booking, or answered "Not paid" (to the buyer). */
  'declined',
  /** The buyer paid (to the seller). */
  'paid',
  /** The order became Sold (to the buyer, and to the seller when time made it so). */
  'sold',
  /** A new message in an order's conversation (to the other party). */
  'message',
  /** A review of the person was published. */
  'review',
  /** An admin decided a report the person filed. */
  'reportDecided',
  /** A new listing matched one of the person's saved searches. */
  'searchMatched',
  /** Nobody moved a booking in time: it expired (to both parties). */
  'expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications are deleted this many days after they were written (a TTL on expiresAt). */
export const NOTIFICATION_DAYS = 90;

/**
 * `users/{uid}/notifications/{id}`: what happened, where to look (an app path), and the words the
 * bell fills its text with (a book's title, a person's name), copied when written.
 */
export interface NotificationDoc {
  kind: NotificationKind;
  /** An app path, e.g. `/dashboard/myOrders`; never an outside address. */
  link: string;
  params: Record<string, string>;
  createdAt: TimestampLike;
  /** When the person opened it; null while unread, so the bell can query the unread ones. */
  readAt: TimestampLike | null;
  /** createdAt + NOTIFICATION_DAYS: the TTL policy deletes it then. */
  expiresAt: TimestampLike;
}

/** What the server says when it notifies someone (the rest is filled in when written). */
export type NewNotification = Pick<NotificationDoc, 'kind' | 'link' | 'params'>;

export const NOTIFICATIONS_SUBCOLLECTION = 'notifications';
export const notificationsPath = (uid: string) => `users/${uid}/${NOTIFICATIONS_SUBCOLLECTION}`;

/** The bell's badge counts at most this many unread notifications, and shows one more as "20+". */
export const UNREAD_SHOWN_MAX = 20;
/** The bell's list shows this many notifications a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
