// The one place that writes notifications: every event's code calls notify() inside the write
// (transaction or batch) that makes the event happen, so a rolled-back move notifies nobody.
import {
  COLLECTIONS,
  daysAfter,
  isDocId,
  NOTIFICATION_DAYS,
  QUERIES,
  NOTIFICATIONS_SUBCOLLECTION,
  type NewNotification,
  type NotificationDoc,
} from '@reshelf/domain';
import { getFirestore, Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { bulkWrite, now } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { buildQuery } from '../lib/firestore-query';

const notificationsOf = (uid: string) =>
  getFirestore().collection(COLLECTIONS.users).doc(uid).collection(NOTIFICATIONS_SUBCOLLECTION);

/** Writes one notification for `uid` in `writer`; `at` is when the event happened. */
export function notify(writer: Transaction | WriteBatch, uid: string, notification: NewNotification, at = new Date()) {
  const doc = {
    ...notification,
    createdAt: now(),
    readAt: null,
    expiresAt: Timestamp.fromDate(daysAfter(at, NOTIFICATION_DAYS)),
  };
  writer.create(notificationsOf(uid).doc(), doc);
}

/** Marks one of the caller's notifications read: 404 when it is not theirs (or gone), 0 when it was read already. */
export async function markRead(uid: string, id: string): Promise<number> {
  if (!isDocId(id)) throw new HttpError('not-found');
  const ref = notificationsOf(uid).doc(id);
  return getFirestore().runTransaction(async (tx) => {
    const notification = (await tx.get(ref)).data() as NotificationDoc | undefined;
    if (!notification) throw new HttpError('not-found');
    if (notification.readAt) return 0;
    tx.update(ref, { readAt: now() });
    return 1;
  });
}

/**
 * Marks every unread notification of the caller read; how many it marked. The TTL deletes each
 * after NOTIFICATION_DAYS, so one query holds them all.
 */
export async function markAllRead(uid: string): Promise<number> {
  const unread = await buildQuery(QUERIES.unreadNotifications(uid)).select().get();
  await bulkWrite((writer) => unread.docs.map((d) => writer.update(d.ref, { readAt: now() })));
  return unread.size;
}
