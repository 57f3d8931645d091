// The one place that writes notifications: every event's code calls notify() inside the write
// (transaction or batch) that makes the event happen, so a rolled-back move notifies nobody.
import { COLLECTIONS, NOTIFICATION_DAYS, NOTIFICATIONS_SUBCOLLECTION, type NewNotification } from '@reshelf/domain';
import { getFirestore, Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { now } from '../lib/docs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes one notification for `uid` in `writer`; `at` is when the event happened. */
export function notify(writer: Transaction | WriteBatch, uid: string, notification: NewNotification, at = new Date()) {
  const ref = getFirestore()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .collection(NOTIFICATIONS_SUBCOLLECTION)
    .doc();
  const doc = {
    ...notification,
    createdAt: now(),
    expiresAt: Timestamp.fromMillis(at.getTime() + NOTIFICATION_DAYS * DAY_MS),
  };
  writer.create(ref, doc);
}
