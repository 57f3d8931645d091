// Write endpoints are limited per user and per client address, with counters in Firestore:
// over a limit the API answers 429 with Retry-After and writes nothing.
import { ERROR, RATE_LIMITS } from '@reshelf/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure, spendLimit } from './support/http';
import { createPerson, removeCreatedData, signIn, uniqueEmail } from './support/people';

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

// Google's front end appends the address it saw to X-Forwarded-For; what stands left of it the
// client wrote. These requests carry both, as they arrive in production.
const spoofed = (written: string, seen: string) => ({ 'X-Forwarded-For': `${written}, ${seen}` });

describe('the address Google’s front end saw, not one the client writes', () => {
  it('a different spoofed address on each request does not get past the newsletter limit', async () => {
    const ip = testIp();
    for (let i = 0; i < RATE_LIMITS.newsletter.perIp; i += 1) {
      const res = await call('POST', '/newsletter', {
        body: { email: uniqueEmail('spoof') },
        headers: spoofed(testIp(), ip),
      });
      expect(res.status, `request ${i + 1}`).toBe(201);
    }
    expectLimited(
      await call('POST', '/newsletter', { body: { email: uniqueEmail('spoof') }, headers: spoofed(testIp(), ip) }),
    );
  });

  it('a flood naming someone else’s address does not lock that address out', async () => {
    const [victim, attacker] = [testIp(), testIp()];
    for (let i = 0; i < RATE_LIMITS.newsletter.perIp; i += 1) {
      await call('POST', '/newsletter', { body: { email: uniqueEmail('flood') }, headers: spoofed(victim, attacker) });
    }
    expectLimited(
      await call('POST', '/newsletter', { body: { email: uniqueEmail('flood') }, headers: spoofed(victim, attacker) }),
    );
    const res = await call('POST', '/newsletter', { body: { email: uniqueEmail('victim') }, headers: from(victim) });
    expect(res.status).toBe(201);
  });

  it(`counts sign-ups per address before the token is checked: number ${RATE_LIMITS.signUp.perIp + 1} is 429, spoofed or not`, async () => {
    const ip = testIp();
    const body = { name: 'Mallory', email: uniqueEmail('signup'), account: 'Buyer' };
    for (let i = 0; i < RATE_LIMITS.signUp.perIp; i += 1) {
      const res = await call('POST', '/users', { body, headers: spoofed(testIp(), ip) });
      expect(res.status, `request ${i + 1}`).toBe(401);
    }
    expectLimited(await call('POST', '/users', { body, headers: spoofed(testIp(), ip) }));
    // Another address signs up as usual.
    const newcomer = await createPerson({ profile: false });
    const res = await call('POST', '/users', {
      token: newcomer.accessToken,
      body: { name: newcomer.name, email: newcomer.email, account: 'Buyer' },
      headers: from(testIp()),
    });
    expect(res.status).toBe(201);
  });
});

describe('GET /jwt and POST /logout', () => {
  it('are limited per address, before the token is looked at', async () => {
    const person = await createPerson();
    const ip = testIp();
    const badToken = await call('GET', `/jwt?email=${encodeURIComponent(person.email)}`, {
      token: 'not-an-id-token',
      headers: from(ip),
    });
    expect(badToken.status).toBe(401);
    const counters = await db.collection('rateLimits').where('count', '>=', 1).get();
    expect(counters.docs.filter((d) => d.id.startsWith(`session:ip:${ip}:`)).map((d) => d.get('count'))).toEqual([1]);

    await spendLimit(`session:ip:${ip}`, RATE_LIMITS.session.windowSeconds, RATE_LIMITS.session.perIp);
    const idToken = await signIn(person.email, person.password);
    expectLimited(
      await call('GET', `/jwt?email=${encodeURIComponent(person.email)}`, { token: idToken, headers: from(ip) }),
    );
    expectLimited(await call('POST', '/logout', { token: person.accessToken, headers: from(ip) }));
    // The refused logout ended nothing.
    expect(
      (await call('GET', `/orders/${encodeURIComponent(person.email)}`, { token: person.accessToken })).status,
    ).toBe(200);
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
        body: { productId: `no-such-book-${i}` },
        headers: from(testIp()),
      });
      expect(res.status, `attempt ${i + 1}`).toBe(404);
    }
    expectLimited(
      await call('POST', '/orders', {
        token: buyer.accessToken,
        body: { productId: 'no-such-book' },
        headers: from(testIp()),
      }),
    );
    // Another buyer is not held up.
    const other = await createPerson();
    const res = await call('POST', '/orders', {
      token: other.accessToken,
      body: { productId: 'no-such-book' },
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
