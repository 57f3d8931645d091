import { COLLECTIONS, ERROR, RATE_LIMITS, type RateLimitName } from '@reshelf/domain';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpError } from '../lib/errors';

/** Who a request counts against: its signed-in user and its client address. */
export interface RateKeys {
  uid?: string;
  ip?: string;
}

/**
 * Counts one request against the named limit, per user and per IP, in a fixed window. The
 * counters live in Firestore so every function instance shares them; an increment needs no
 * transaction, so a burst is counted, not aborted. A refused request counts too: a flood stays
 * refused until its window ends. Documents carry `expiresAt` for a Firestore TTL policy.
 */
export async function consumeRateLimit(name: RateLimitName, keys: RateKeys, now = Date.now()): Promise<void> {
  const limit = RATE_LIMITS[name];
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const expiresAt = Timestamp.fromMillis(windowStart + windowMs);
  const counters = [
    keys.uid ? { id: `${name}:user:${keys.uid}:${windowStart}`, max: limit.perUser } : undefined,
    keys.ip ? { id: `${name}:ip:${keys.ip}:${windowStart}`, max: limit.perIp } : undefined,
  ].filter((c) => c !== undefined);
  const db = getFirestore();
  const counts = await Promise.all(
    counters.map(async ({ id, max }) => {
      const ref = db.collection(COLLECTIONS.rateLimits).doc(id);
      await ref.set({ count: FieldValue.increment(1), expiresAt }, { merge: true });
      return { count: ((await ref.get()).get('count') as number | undefined) ?? 0, max };
    }),
  );
  if (counts.some(({ count, max }) => count > max)) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    throw new HttpError('rate-limited', ERROR.rateLimited, undefined, { 'Retry-After': String(retryAfter) });
  }
}
