import {
  BOOKING_DAYS,
  CANCEL_LIMIT,
  ERROR,
  MAX_ACTIVE_BOOKINGS,
  MEETING_LOCATION,
  MEETING_PLACE_MAX_LENGTH,
  type CreatedReply,
  type OrderDoc,
} from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStanding } from '../../functions/src/services/orders';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure, RACE_TIMEOUT_MS, startFunctionWorkers } from './support/http';
import { createCast, createPerson, uniqueEmail, removeCreatedData, type Person } from './support/people';
import { adExists, createProduct, ordersFor, productDoc } from './support/products';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast();
});

const book = (productId: string) => ({ productId });

describe('POST /orders', () => {
  it('books an available book in one go: order, Booked, offer gone', async () => {
    const productId = await createProduct(cast.seller, { productName: 'Rebecca', price: 420 });
    await db.doc(`advertisements/${productId}`).set({ product: { _id: productId }, sellerUid: cast.seller.uid });
    const res = await call<CreatedReply>('POST', '/orders', {
      token: cast.buyer.accessToken,
      // What the client says about price, name, email, phones or the seller is not taken.
      body: {
        ...book(productId),
        phone: '01712-345678',
        userEmail: 'someone@else.test',
        itemName: 'Cheap',
        price: 1,
        sellerPhone: '0',
      },
    });
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true, insertedId: expect.any(String) } });
    const order = (await db.doc(`orders/${res.body.insertedId}`).get()).data();
    expect(order).toMatchObject({
      productId,
      buyerUid: cast.buyer.uid,
      sellerUid: cast.seller.uid,
      userEmail: cast.buyer.email,
      itemName: 'Rebecca',
      price: 420,
      // The listing's cover, copied.
      image: (await productDoc(productId))!.image,
      meetingLocation: MEETING_LOCATION,
      // Both parties' verified numbers: the seller's account's, not the one stored with the listing.
      phone: cast.buyer.phone,
      buyerName: cast.buyer.name,
      sellerName: cast.seller.name,
      sellerPhone: cast.seller.phone,
      sellerEmail: cast.seller.email,
      status: 'Booked',
    });
    const days = (order!.expiresAt.toMillis() - order!.createdAt.toMillis()) / 86_400_000;
    expect(days).toBeCloseTo(BOOKING_DAYS, 2);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Booked', bookingId: res.body.insertedId });
    expect(await adExists(productId)).toBe(false);
  });

  it('stores the meeting place the buyer typed', async () => {
    const productId = await createProduct(cast.seller);
    const buyer = await createPerson();
    const res = await call<CreatedReply>('POST', '/orders', {
      token: buyer.accessToken,
      body: { ...book(productId), meetingLocation: '  Dhanmondi 27, Star Kabab ' },
    });
    expect(res.status).toBe(201);
    expect((await db.doc(`orders/${res.body.insertedId}`).get()).get('meetingLocation')).toBe(
      'Dhanmondi 27, Star Kabab',
    );
  });

  it('answers a retry of the same booking by the same buyer with that booking (200), writing nothing new', async () => {
    const productId = await createProduct(cast.seller);
    const buyer = await createPerson();
    const first = await call<CreatedReply>('POST', '/orders', { token: buyer.accessToken, body: book(productId) });
    const again = await call<CreatedReply>('POST', '/orders', { token: buyer.accessToken, body: book(productId) });
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 200, body: { acknowledged: true, insertedId: first.body.insertedId } });
    expect(await ordersFor(productId)).toHaveLength(1);
    // Someone else still finds it taken.
    const other = await call('POST', '/orders', { token: cast.otherBuyer.accessToken, body: book(productId) });
    expect(other).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.bookUnavailable)) });
  });

  it(`holds a buyer to ${MAX_ACTIVE_BOOKINGS} active bookings (409 with the reason), also when they race`, async () => {
    const buyer = await createPerson();
    const books = await Promise.all(Array.from({ length: MAX_ACTIVE_BOOKINGS + 2 }, () => createProduct(cast.seller)));
    const replies = await Promise.all(
      books.map((id) => call('POST', '/orders', { token: buyer.accessToken, body: book(id) })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_ACTIVE_BOOKINGS);
    for (const r of replies.filter((r) => r.status !== 201)) {
      expect(r).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.bookingLimit)) });
    }
    const booked = await Promise.all(books.map(productDoc));
    expect(booked.filter((p) => p?.productStatus === 'Booked')).toHaveLength(MAX_ACTIVE_BOOKINGS);
  });

  it('lets a seller order another seller’s book', async () => {
    const productId = await createProduct(cast.seller);
    const res = await call('POST', '/orders', { token: cast.otherSeller.accessToken, body: book(productId) });
    expect(res.status).toBe(201);
  });

  it.each(['Booked', 'Sold'] as const)('refuses a %s book (409) and writes nothing', async (productStatus) => {
    const productId = await createProduct(cast.seller, { productStatus });
    const res = await call('POST', '/orders', { token: cast.buyer.accessToken, body: book(productId) });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.bookUnavailable)) });
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus });
  });

  it('refuses a book whose seller is being deleted (409)', async () => {
    const leaving = await createPerson({ account: 'Seller' });
    const productId = await createProduct(leaving);
    await db.doc(`users/${leaving.uid}`).update({ deletedAt: new Date() });
    const res = await call('POST', '/orders', { token: cast.otherBuyer.accessToken, body: book(productId) });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.sellerGone)) });
    expect(await ordersFor(productId)).toHaveLength(0);
  });

  it('refuses a seller its own book (403) and writes nothing', async () => {
    const productId = await createProduct(cast.seller);
    const res = await call('POST', '/orders', { token: cast.seller.accessToken, body: book(productId) });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.ownBook)) });
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
  });

  it('is 404 for an unknown book', async () => {
    const res = await call('POST', '/orders', { token: cast.otherBuyer.accessToken, body: book('no-such-book') });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
    expect(await ordersFor('no-such-book')).toHaveLength(0);
  });

  it.each([
    ['no book', { productId: '' }, 'productId'],
    ['an empty meeting place', { meetingLocation: '  ' }, 'meetingLocation'],
    [
      'a meeting place that is too long',
      { meetingLocation: 'x'.repeat(MEETING_PLACE_MAX_LENGTH + 1) },
      'meetingLocation',
    ],
  ])('is 400 for %s, and writes nothing', async (_name, change, field) => {
    const productId = await createProduct(cast.seller);
    const res = await call('POST', '/orders', {
      token: cast.buyer.accessToken,
      body: { ...book(productId), ...change },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid', message: text(ERROR.invalid), fields: { [field]: expect.any(String) } } },
    });
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
  });

  it(
    'lets exactly one of 20 simultaneous buyers book the same book',
    async () => {
      const productId = await createProduct(cast.seller);
      const buyers = await Promise.all(Array.from({ length: 20 }, () => createPerson()));
      await startFunctionWorkers(buyers.length);
      const replies = await Promise.all(
        buyers.map((b) => call('POST', '/orders', { token: b.accessToken, body: book(productId), via: 'function' })),
      );
      // Any other reply is shown whole, so a failure says what the caller was told.
      expect(replies.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const r of replies.filter((r) => r.status === 409)) {
        expect(r.body).toEqual(failure('conflict', text(ERROR.bookUnavailable)));
      }
      const orders = await ordersFor(productId);
      expect(orders).toHaveLength(1);
      const winner = buyers[replies.findIndex((r) => r.status === 201)]!;
      expect(orders[0]!.data()).toMatchObject({ buyerUid: winner.uid, userEmail: winner.email });
      expect(await productDoc(productId)).toMatchObject({ productStatus: 'Booked' });
    },
    RACE_TIMEOUT_MS,
  );
});

describe(`at most ${CANCEL_LIMIT.max} own cancels in ${CANCEL_LIMIT.windowHours} hours`, () => {
  const HOUR_MS = 60 * 60 * 1000;

  /** Books a fresh book of the cast's seller for `buyer` and ends it by `endpoint` (the buyer's or the seller's move). */
  async function bookAndEnd(buyer: Person, endpoint: 'cancel' | 'decline') {
    const productId = await createProduct(cast.seller);
    const res = await call<CreatedReply>('POST', '/orders', { token: buyer.accessToken, body: book(productId) });
    expect(res.status).toBe(201);
    const by = endpoint === 'cancel' ? buyer : cast.seller;
    expect((await call('PUT', `/orders/${res.body.insertedId}/${endpoint}`, { token: by.accessToken })).status).toBe(
      200,
    );
  }

  it(`refuses the next booking after ${CANCEL_LIMIT.max} cancels: 429, Retry-After and when to book again, in English and Bangla`, async () => {
    const buyer = await createPerson();
    for (let i = 0; i < CANCEL_LIMIT.max; i++) await bookAndEnd(buyer, 'cancel');
    const productId = await createProduct(cast.seller);
    const before = Date.now();
    const res = await call('POST', '/orders', { token: buyer.accessToken, body: book(productId) });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    // The window ends 24 hours after the first of the three cancels, a few seconds ago.
    expect(retryAfter).toBeGreaterThan(CANCEL_LIMIT.windowHours * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(CANCEL_LIMIT.windowHours * 3600);
    const cancels = (await db.doc(`buyerBookings/${buyer.uid}`).get()).get('cancels') as number[];
    const until = new Date(Math.min(...cancels) + CANCEL_LIMIT.windowHours * HOUR_MS);
    expect(until.getTime()).toBeGreaterThan(before);
    expect(res.body).toEqual(failure('rate-limited', text({ key: ERROR.cancelLimit, values: { until } })));
    expect(text({ key: ERROR.cancelLimit, values: { until } })).toMatch(
      /You can book again after \d+ \w+ at \d+:\d\d [ap]m\.$/,
    );
    const bn = await call('POST', '/orders', {
      token: buyer.accessToken,
      body: book(productId),
      headers: { 'Accept-Language': 'bn' },
    });
    expect(bn.body).toEqual(failure('rate-limited', text({ key: ERROR.cancelLimit, values: { until } }, 'bn')));
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
  });

  it('lets the buyer book again once the oldest cancel leaves the window', async () => {
    const buyer = await createPerson();
    for (let i = 0; i < CANCEL_LIMIT.max; i++) await bookAndEnd(buyer, 'cancel');
    const ref = db.doc(`buyerBookings/${buyer.uid}`);
    const cancels = (await ref.get()).get('cancels') as number[];
    // The clock moves on: the oldest cancel is now a day and a minute old.
    await ref.update({ cancels: [Date.now() - CANCEL_LIMIT.windowHours * HOUR_MS - 60_000, ...cancels.slice(1)] });
    const res = await call('POST', '/orders', {
      token: buyer.accessToken,
      body: book(await createProduct(cast.seller)),
    });
    expect(res.status).toBe(201);
  });

  it('does not count the seller’s declines', async () => {
    const buyer = await createPerson();
    for (let i = 0; i < CANCEL_LIMIT.max + 1; i++) await bookAndEnd(buyer, 'decline');
    const res = await call('POST', '/orders', {
      token: buyer.accessToken,
      body: book(await createProduct(cast.seller)),
    });
    expect(res.status).toBe(201);
  });

  it(
    'five parallel book-and-cancel rounds still stop at the limit: no booking lands after the third cancel',
    async () => {
      const buyer = await createPerson();
      const products = await Promise.all(Array.from({ length: 10 }, () => createProduct(cast.seller)));
      await startFunctionWorkers(5);
      const statuses: number[] = [];
      // Five rounds at once, each booking and cancelling two books in turn.
      await Promise.all(
        [0, 1, 2, 3, 4].map(async (round) => {
          for (const productId of products.slice(round * 2, round * 2 + 2)) {
            const res = await call<CreatedReply>('POST', '/orders', {
              token: buyer.accessToken,
              body: book(productId),
              via: 'function',
            });
            statuses.push(res.status);
            if (res.status !== 201) continue;
            await call('PUT', `/orders/${res.body.insertedId}/cancel`, { token: buyer.accessToken, via: 'function' });
          }
        }),
      );
      expect(statuses.filter((s) => ![201, 409, 429].includes(s))).toEqual([]);
      expect(statuses).toContain(429);
      const orders = (await db.collection('orders').where('buyerUid', '==', buyer.uid).get()).docs.map(
        (d) => d.data() as OrderDoc,
      );
      const cancelledAt = orders.filter((o) => o.endReason === 'cancelled-by-buyer').map((o) => o.endedAt!.toMillis());
      // Every booking that landed saw fewer than the limit's cancels before it.
      for (const o of orders) {
        expect(cancelledAt.filter((t) => t < o.createdAt.toMillis()).length).toBeLessThan(CANCEL_LIMIT.max);
      }
      const next = await call('POST', '/orders', {
        token: buyer.accessToken,
        body: book(await createProduct(cast.seller)),
      });
      expect(next.status).toBe(429);
    },
    RACE_TIMEOUT_MS,
  );
});

// What a buyer whose booking transaction failed after its retries is told, from the book as it stands.
describe('a booking that failed to commit', () => {
  it("is the buyer's own booking when their commit landed and only its reply was lost", async () => {
    const productId = await createProduct(cast.seller);
    const buyer = await createPerson();
    const res = await call<CreatedReply>('POST', '/orders', { token: buyer.accessToken, body: book(productId) });
    expect(res.status).toBe(201);
    expect(await bookingStanding(buyer.uid, productId)).toEqual({ id: res.body.insertedId, created: false });
  });

  it('is 409, the book is no longer available, when another buyer has it', async () => {
    const productId = await createProduct(cast.seller);
    const [winner, loser] = await Promise.all([createPerson(), createPerson()]);
    expect((await call('POST', '/orders', { token: winner.accessToken, body: book(productId) })).status).toBe(201);
    await expect(bookingStanding(loser.uid, productId)).rejects.toMatchObject({
      status: 409,
      message: ERROR.bookUnavailable,
    });
  });

  it('stays a failure while the book is still open', async () => {
    const productId = await createProduct(cast.seller);
    expect(await bookingStanding(cast.buyer.uid, productId)).toBeUndefined();
  });
});

describe('reading orders', () => {
  let orderId: string;
  beforeAll(async () => {
    const productId = await createProduct(cast.seller);
    const res = await call<CreatedReply>('POST', '/orders', {
      token: cast.otherBuyer.accessToken,
      body: book(productId),
    });
    orderId = res.body.insertedId;
  });

  it('GET /orders lists every order for the admin', async () => {
    const res = await call<{ _id: string; userEmail: string }[]>('GET', '/orders?limit=100', {
      token: cast.admin.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.find((o) => o._id === orderId)).toMatchObject({ userEmail: cast.otherBuyer.email });
  });

  it('GET /orders refuses a buyer (403)', async () => {
    const res = await call('GET', '/orders', { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.adminsOnly)) });
  });

  it('GET /orders/{email} lists the caller’s own orders', async () => {
    const res = await call<{ _id: string; createdAt: string; buyerUid: string }[]>(
      'GET',
      `/orders/${cast.otherBuyer.email}`,
      { token: cast.otherBuyer.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o._id)).toContain(orderId);
    expect(res.body.every((o) => o.buyerUid === cast.otherBuyer.uid)).toBe(true);
    expect(res.body[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('GET /orders/{email} refuses another user’s orders (403)', async () => {
    const res = await call('GET', `/orders/${cast.otherBuyer.email}`, { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.emailMismatch)) });
  });

  it('GET /orders/{email} lets an admin read anyone’s; an unknown email has none', async () => {
    const res = await call<{ _id: string }[]>('GET', `/orders/${cast.otherBuyer.email}`, {
      token: cast.admin.accessToken,
    });
    expect(res.body.map((o) => o._id)).toContain(orderId);
    const nobody = await call('GET', `/orders/${uniqueEmail('nobody')}`, { token: cast.admin.accessToken });
    expect(nobody).toMatchObject({ status: 200, body: [] });
  });
});
