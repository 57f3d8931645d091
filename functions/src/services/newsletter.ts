import { COLLECTIONS } from '@reshelf/domain';
import { ALREADY_EXISTS, docRef, grpcCode, now } from '../lib/docs';

/**
 * Records a newsletter subscription, once per email. A known address is answered like a new
 * one, so the form tells nobody who else subscribed.
 */
export async function subscribe(email: string): Promise<void> {
  try {
    await docRef(COLLECTIONS.newsletter, email).create({ email, createdAt: now() });
  } catch (err) {
    if (grpcCode(err) !== ALREADY_EXISTS) throw err;
  }
}
