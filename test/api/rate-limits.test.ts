// Write endpoints are limited per user and per client address, with counters in Firestore:
// over a limit the API answers 429 with Retry-After and writes nothing.
import { ERROR, RATE_LIMITS } from '@reshelf/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { createPerson, removeCreatedData, uniqueEmail } from './support/people';

afterAll(removeCreatedData);

/** A client address of its own (IPv6 documentation range), so runs and tests share no counter. */
const testIp = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

function expectLimited(res: { status: number; body: unknown; headers: Headers }) {
  expect(res).toMatchObject({ status: 429, body: failure('rate-limited', text(ERROR.rateLimited)) });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.newsletter.windowSeconds);
}

describe('per client address', () => {
  it(`lets one address subscribe ${RATE_LIMITS.newsletter.perIp} times an hour, then 429; another address is not held up`, async () => {
    const ip = testIp();
    const { perIp } = RATE_LIMITS.newsletter;
    for (let i = 0; i < perIp; i += 1) {
      const res = await call('POST', '/newsletter', { body: { email: uniqueEmail('flood') }, headers: from(ip) });
      expect(res.status, `request ${i + 1}`).toBe(201);
    }
    const refused = uniqueEmail('refused');
    expectLimited(await call('POST', '/newsletter', { body: { email: refused }, headers: from(ip) }));
    expect((await db.doc(`newsletter/${refused}`).get()).exists).toBe(false);

    const other = await call('POST', '/newsletter', { body: { email: uniqueEmail('other') }, headers: from(testIp()) });
    expect(other.status).toBe(201);
  });
});

describe('per user', () => {
  it(`refuses a buyer's booking number ${RATE_LIMITS.booking.perUser + 1} within the hour, from any address`, async () => {
    const buyer = await createPerson();
    const { perUser } = RATE_LIMITS.booking;
    // Unknown books: each attempt is counted though it books nothing.
    for (let i = 0; i < perUser; i += 1) {
      const res = await call('POST', '/orders', {
        token: buyer.accessToken,
        body: { productId: `no-such-book-${i}`, phone: '01712345678' },
        headers: from(testIp()),
      });
      expect(res.status, `attempt ${i + 1}`).toBe(404);
    }
    expectLimited(
      await call('POST', '/orders', {
        token: buyer.accessToken,
        body: { productId: 'no-such-book', phone: '01712345678' },
        headers: from(testIp()),
      }),
    );
    // Another buyer is not held up.
    const other = await createPerson();
    const res = await call('POST', '/orders', {
      token: other.accessToken,
      body: { productId: 'no-such-book', phone: '01712345678' },
    });
    expect(res.status).toBe(404);
  });

  it('keeps its counters in Firestore, where every function instance sees them', async () => {
    const seller = await createPerson({ account: 'Seller' });
    await call('DELETE', '/addProduct/no-such-book', { token: seller.accessToken });
    const counters = await db.collection('rateLimits').where('count', '>=', 1).get();
    const mine = counters.docs.filter((d) => d.id.startsWith(`listing:user:${seller.uid}:`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.data()).toMatchObject({ count: 1, expiresAt: expect.anything() });
  });
});
