import { ERROR, MEETING_LOCATION, type CreatedReply } from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { call, failure } from './support/http';
import { createCast, createPerson, uniqueEmail, removeCreatedData } from './support/people';
import { adExists, createProduct, ordersFor, productDoc } from './support/products';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast();
});

const book = (productId: string, phone = '01712-345678') => ({ productId, phone });

describe('POST /orders', () => {
  it('books an available book in one go: order, Booked, offer gone', async () => {
    const productId = await createProduct(cast.seller, { productName: 'Rebecca', price: 420 });
    await db.doc(`advertisements/${productId}`).set({ product: { _id: productId }, sellerUid: cast.seller.uid });
    const res = await call<CreatedReply>('POST', '/orders', {
      token: cast.buyer.accessToken,
      // What the client says about price, name or email is not taken.
      body: { ...book(productId), userEmail: 'someone@else.test', itemName: 'Cheap', price: 1 },
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
      image: 'https://example.com/book.jpg',
      meetingLocation: MEETING_LOCATION,
      phone: '01712-345678',
      status: 'booked',
    });
    expect(order?.createdAt).toBeDefined();
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Booked' });
    expect(await adExists(productId)).toBe(false);
  });

  it('lets a seller order another seller’s book', async () => {
    const productId = await createProduct(cast.seller);
    const res = await call('POST', '/orders', { token: cast.otherSeller.accessToken, body: book(productId) });
    expect(res.status).toBe(201);
  });

  it.each(['Booked', 'Sold'] as const)('refuses a %s book (409) and writes nothing', async (productStatus) => {
    const productId = await createProduct(cast.seller, { productStatus });
    const res = await call('POST', '/orders', { token: cast.buyer.accessToken, body: book(productId) });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', ERROR.bookUnavailable) });
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus });
  });

  it('refuses a seller its own book (403) and writes nothing', async () => {
    const productId = await createProduct(cast.seller);
    const res = await call('POST', '/orders', { token: cast.seller.accessToken, body: book(productId) });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', ERROR.ownBook) });
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
  });

  it('is 404 for an unknown book', async () => {
    const res = await call('POST', '/orders', { token: cast.buyer.accessToken, body: book('no-such-book') });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
    expect(await ordersFor('no-such-book')).toHaveLength(0);
  });

  it.each([
    ['no phone', { phone: undefined }, 'phone'],
    ['a phone that is no number', { phone: 'call me' }, 'phone'],
    ['a too short number', { phone: '12345' }, 'phone'],
    ['no book', { productId: '' }, 'productId'],
  ])('is 400 for %s, and writes nothing', async (_name, change, field) => {
    const productId = await createProduct(cast.seller);
    const res = await call('POST', '/orders', {
      token: cast.buyer.accessToken,
      body: { ...book(productId), ...change },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid', message: ERROR.invalid, fields: { [field]: expect.any(String) } } },
    });
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
  });

  it('lets exactly one of 20 simultaneous buyers book the same book', async () => {
    const productId = await createProduct(cast.seller);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createPerson()));
    const replies = await Promise.all(
      buyers.map((b) => call('POST', '/orders', { token: b.accessToken, body: book(productId) })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of replies.filter((r) => r.status === 409)) {
      expect(r.body).toEqual(failure('conflict', ERROR.bookUnavailable));
    }
    const orders = await ordersFor(productId);
    expect(orders).toHaveLength(1);
    const winner = buyers[replies.findIndex((r) => r.status === 201)]!;
    expect(orders[0]!.data()).toMatchObject({ buyerUid: winner.uid, userEmail: winner.email });
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Booked' });
  });
});

describe('reading orders', () => {
  let orderId: string;
  beforeAll(async () => {
    const productId = await createProduct(cast.seller);
    const res = await call<CreatedReply>('POST', '/orders', { token: cast.buyer.accessToken, body: book(productId) });
    orderId = res.body.insertedId;
  });

  it('GET /orders lists every order for the admin', async () => {
    const res = await call<{ _id: string; userEmail: string }[]>('GET', '/orders?limit=100', {
      token: cast.admin.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.find((o) => o._id === orderId)).toMatchObject({ userEmail: cast.buyer.email });
  });

  it('GET /orders refuses a buyer (403)', async () => {
    const res = await call('GET', '/orders', { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', ERROR.adminsOnly) });
  });

  it('GET /orders/{email} lists the caller’s own orders', async () => {
    const res = await call<{ _id: string; createdAt: string; buyerUid: string }[]>(
      'GET',
      `/orders/${cast.buyer.email}`,
      { token: cast.buyer.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o._id)).toContain(orderId);
    expect(res.body.every((o) => o.buyerUid === cast.buyer.uid)).toBe(true);
    expect(res.body[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('GET /orders/{email} refuses another user’s orders (403)', async () => {
    const res = await call('GET', `/orders/${cast.buyer.email}`, { token: cast.otherBuyer.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', ERROR.emailMismatch) });
  });

  it('GET /orders/{email} lets an admin read anyone’s; an unknown email has none', async () => {
    const res = await call<{ _id: string }[]>('GET', `/orders/${cast.buyer.email}`, { token: cast.admin.accessToken });
    expect(res.body.map((o) => o._id)).toContain(orderId);
    const nobody = await call('GET', `/orders/${uniqueEmail('nobody')}`, { token: cast.admin.accessToken });
    expect(nobody).toMatchObject({ status: 200, body: [] });
  });
});

describe('PUT /orders/{id}/pay', () => {
  let orderId: string;
  let productId: string;
  beforeAll(async () => {
    productId = await createProduct(cast.seller);
    const res = await call<CreatedReply>('POST', '/orders', { token: cast.buyer.accessToken, body: book(productId) });
    orderId = res.body.insertedId;
  });

  it.each([
    ['another buyer', () => cast.otherBuyer],
    ['the seller', () => cast.seller],
    ['an admin', () => cast.admin],
  ])('refuses %s (403) and changes nothing', async (_name, person) => {
    const res = await call('PUT', `/orders/${orderId}/pay`, { token: person().accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', ERROR.forbidden) });
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('booked');
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Booked' });
  });

  it('is 404 for an unknown order', async () => {
    const res = await call('PUT', '/orders/no-such-order/pay', { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });

  it('marks the buyer’s own order paid and the book Sold, then refuses to pay twice (409)', async () => {
    const res = await call('PUT', `/orders/${orderId}/pay`, { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    const order = (await db.doc(`orders/${orderId}`).get()).data();
    expect(order).toMatchObject({ status: 'paid' });
    expect(order?.paidAt).toBeDefined();
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Sold' });

    const again = await call('PUT', `/orders/${orderId}/pay`, { token: cast.buyer.accessToken });
    expect(again).toMatchObject({ status: 409, body: failure('conflict', ERROR.orderNotBooked) });
  });
});
