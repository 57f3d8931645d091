import { COLLECTIONS } from '@reshelf/domain';
import { ALREADY_EXISTS, docRef, grpcCode, now } from '../lib/docs';

/** Records a newsletter subscription, once per email. */
export async function subscribe(email: string): Promise<{ created: boolean }> {
  try {
    await docRef(COLLECTIONS.newsletter, email).create({ email, createdAt: now() });
    return { created: true };
  } catch (err) {
    if (grpcCode(err) === ALREADY_EXISTS) return { created: false };
    throw err;
  }
}
