import {
  ERROR,
  IDEMPOTENCY_KEY_HEADER,
  MAX_BODY_BYTES,
  VALIDATION,
  type BookCard,
  type CreatedReply,
} from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { createCast, createPerson, removeCreatedData } from './support/people';
import { adExists, contactDoc, createProduct, listingInput, productDoc, productInput } from './support/products';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast();
});

const listingsOf = async (uid: string) => (await db.collection('products').where('sellerUid', '==', uid).get()).size;

describe('POST /addProduct', () => {
  it('adds a listing whose seller comes from the token and the profile', async () => {
    const res = await call<CreatedReply>('POST', '/addProduct', {
      token: cast.seller.accessToken,
      body: await listingInput(cast.seller, {
        sellerEmail: cast.seller.email,
        productName: 'The Name of the Rose',
        price: '1,250',
        productStatus: 'Available',
        sellerUid: 'someone-else',
        sellerVerified: false,
      }),
    });
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true, insertedId: expect.any(String) } });
    const product = await productDoc(res.body.insertedId);
    expect(product).toMatchObject({
      productName: 'The Name of the Rose',
      price: 1250,
      originalPrice: 600,
      sellerUid: cast.seller.uid,
      sellerName: cast.seller.name,
      sellerVerified: true,
      categoryName: 'Historical fiction',
      categoryId: 'historical-fiction',
      productStatus: 'Available',
      purchaseDate: '2020',
    });
    expect(product?.postedAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    // The seller's email and phone go to the private contact document only.
    expect(product).not.toHaveProperty('sellerEmail');
    expect(product).not.toHaveProperty('phone');
    expect(await contactDoc(res.body.insertedId)).toEqual({
      sellerUid: cast.seller.uid,
      sellerEmail: cast.seller.email,
      phone: cast.seller.phone,
    });
  });

  it('marks an unverified seller’s listing as such, without a sellerEmail in the body', async () => {
    const res = await call<CreatedReply>('POST', '/addProduct', {
      token: cast.otherSeller.accessToken,
      body: await listingInput(cast.otherSeller),
    });
    expect(res.status).toBe(201);
    expect(await productDoc(res.body.insertedId)).toMatchObject({ sellerVerified: false });
    expect(await contactDoc(res.body.insertedId)).toMatchObject({ sellerEmail: cast.otherSeller.email });
  });

  it.each([
    ['a buyer', () => cast.buyer],
    ['an admin who is no seller', () => cast.admin],
  ])('refuses %s (403) and writes nothing', async (_name, person) => {
    const res = await call('POST', '/addProduct', { token: person().accessToken, body: productInput() });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.sellersOnly)) });
    expect(await listingsOf(person().uid)).toBe(0);
  });

  it('refuses another seller’s email (403) and writes nothing', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const res = await call('POST', '/addProduct', {
      token: seller.accessToken,
      body: await listingInput(seller, { sellerEmail: cast.seller.email }),
    });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.emailMismatch)) });
    expect(await listingsOf(seller.uid)).toBe(0);
  });

  it('gives a retry with the same Idempotency-Key the first listing back (200), and lists it once', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const key = crypto.randomUUID();
    const body = await listingInput(seller, { sellerEmail: seller.email });
    const send = () =>
      call<CreatedReply>('POST', '/addProduct', {
        token: seller.accessToken,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        body,
      });
    const first = await send();
    expect(first.status).toBe(201);
    const [again, racing] = await Promise.all([send(), send()]);
    expect(again).toMatchObject({ status: 200, body: { insertedId: first.body.insertedId } });
    expect(racing).toMatchObject({ status: 200, body: { insertedId: first.body.insertedId } });
    expect(await listingsOf(seller.uid)).toBe(1);

    // Another key is another listing; the same key from another seller is that seller's own.
    const other = await call<CreatedReply>('POST', '/addProduct', {
      token: seller.accessToken,
      headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      body: await listingInput(seller, { sellerEmail: seller.email }),
    });
    expect(other.status).toBe(201);
    expect(await listingsOf(seller.uid)).toBe(2);
    const theirs = await call<CreatedReply>('POST', '/addProduct', {
      token: cast.seller.accessToken,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      body: await listingInput(cast.seller, { sellerEmail: cast.seller.email }),
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.insertedId).not.toBe(first.body.insertedId);
    expect(await productDoc(theirs.body.insertedId)).toMatchObject({ sellerUid: cast.seller.uid });
  });

  it('is 400 for a malformed Idempotency-Key, and writes nothing', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const res = await call('POST', '/addProduct', {
      token: seller.accessToken,
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'no spaces/or slashes' },
      body: await listingInput(seller, { sellerEmail: seller.email }),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid', fields: { [IDEMPOTENCY_KEY_HEADER]: expect.any(String) } } },
    });
    expect(await listingsOf(seller.uid)).toBe(0);
  });

  it('is 400 with a message per field, and writes nothing', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const res = await call<{ error: { fields: Record<string, string> } }>('POST', '/addProduct', {
      token: seller.accessToken,
      body: productInput({
        photos: ['javascript:alert(1)'],
        price: 'cheap',
        condition: 'Mint',
        categoryName: 'Romance',
        purchaseDate: '3020',
        productStatus: 'Sold',
        description: '',
      }),
    });
    expect(res).toMatchObject({ status: 400, body: failure('invalid', text(ERROR.invalid)) });
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      ['categoryName', 'condition', 'description', 'photos.0', 'price', 'productStatus', 'purchaseDate'].sort(),
    );
    expect(res.body.error.fields['photos.0']).toBe(text(VALIDATION.photoId));
    expect(await listingsOf(seller.uid)).toBe(0);
  });

  it('refuses an oversized body (413) and writes nothing', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const res = await call('POST', '/addProduct', {
      token: seller.accessToken,
      body: productInput({ description: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res).toMatchObject({ status: 413, body: failure('too-large', text(ERROR.tooLarge)) });
    expect(await listingsOf(seller.uid)).toBe(0);
  });
});

describe('GET /addProduct?email=', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [await createProduct(cast.otherSeller), await createProduct(cast.otherSeller, { productStatus: 'Booked' })];
  });

  it('lists the seller’s own listings, any status, with _id', async () => {
    const res = await call<{ _id: string; sellerUid: string }[]>('GET', `/addProduct?email=${cast.otherSeller.email}`, {
      token: cast.otherSeller.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p._id)).toEqual(expect.arrayContaining(ids));
    expect(res.body.every((p) => p.sellerUid === cast.otherSeller.uid)).toBe(true);
  });

  it('lets an admin see a seller’s listings', async () => {
    const res = await call<{ _id: string }[]>('GET', `/addProduct?email=${cast.otherSeller.email}`, {
      token: cast.admin.accessToken,
    });
    expect(res.body.map((p) => p._id)).toEqual(expect.arrayContaining(ids));
  });

  it.each([
    ['another seller', () => cast.seller, text(ERROR.emailMismatch)],
    ['a buyer', () => cast.buyer, text(ERROR.emailMismatch)],
  ])('refuses %s (403)', async (_name, person, message) => {
    const res = await call('GET', `/addProduct?email=${cast.otherSeller.email}`, { token: person().accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', message) });
  });

  it('refuses a buyer its own list (403): only sellers have listings', async () => {
    const res = await call('GET', `/addProduct?email=${cast.buyer.email}`, { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.sellersOnly)) });
  });

  it('is 400 without an email', async () => {
    const res = await call('GET', '/addProduct', { token: cast.seller.accessToken });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid', fields: { email: expect.any(String) } } },
    });
  });
});

describe('DELETE /addProduct/{id}', () => {
  it('deletes the owner’s listing and its advertisement', async () => {
    const id = await createProduct(cast.seller);
    await db.doc(`advertisements/${id}`).set({ product: { _id: id }, sellerUid: cast.seller.uid });
    const res = await call('DELETE', `/addProduct/${id}`, { token: cast.seller.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect(await productDoc(id)).toBeUndefined();
    expect(await adExists(id)).toBe(false);
  });

  it('lets an admin delete any listing', async () => {
    const id = await createProduct(cast.seller);
    const res = await call('DELETE', `/addProduct/${id}`, { token: cast.admin.accessToken });
    expect(res.body).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it.each([
    ['another seller', () => cast.otherSeller],
    ['a buyer', () => cast.buyer],
  ])('refuses %s (403) and deletes nothing', async (_name, person) => {
    const id = await createProduct(cast.seller);
    const res = await call('DELETE', `/addProduct/${id}`, { token: person().accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.forbidden)) });
    expect(await productDoc(id)).toBeDefined();
  });

  it('deletes the contact document and the offer with the listing', async () => {
    const id = await createProduct(cast.seller);
    await db.doc(`advertisements/${id}`).set({ product: { _id: id }, sellerUid: cast.seller.uid });
    expect((await call('DELETE', `/addProduct/${id}`, { token: cast.seller.accessToken })).status).toBe(200);
    expect(await contactDoc(id)).toBeUndefined();
    expect(await adExists(id)).toBe(false);
  });

  it.each(['no-such-book', '__reserved__'])('is 404 for the unknown id %j', async (id) => {
    const res = await call('DELETE', `/addProduct/${id}`, { token: cast.seller.accessToken });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });
});

describe('GET /categoryBooks/{id}', () => {
  it('lists available books, newest first, as Book cards', async () => {
    const older = await createProduct(cast.seller, { categoryName: 'Horror', categoryId: 'horror' });
    const booked = await createProduct(cast.seller, {
      categoryName: 'Horror',
      categoryId: 'horror',
      productStatus: 'Booked',
    });
    const newest = await createProduct(cast.seller, {
      categoryName: 'Horror',
      categoryId: 'horror',
      sellerVerified: true,
      purchaseDate: '2019',
      useOnly: '3 months',
    });
    const res = await call<BookCard[]>('GET', '/categoryBooks/horror', { token: cast.buyer.accessToken });
    expect(res.status).toBe(200);
    const ids = res.body.map((b) => b._id);
    expect(ids.indexOf(newest)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(booked);
    const card = res.body.find((b) => b._id === newest)!;
    expect(Object.keys(card).sort()).toEqual(
      [
        '_id',
        'name',
        'picture',
        'color',
        'location',
        'originalPrice',
        'resalePrice',
        'postedDate',
        'sellerName',
        'useOnly',
        'sellerVerified',
        'condition',
      ].sort(),
    );
    expect(card).toMatchObject({ resalePrice: 300, originalPrice: 700, useOnly: '3 months', sellerVerified: true });
    expect(res.body.find((b) => b._id === older)?.useOnly).toMatch(/year/);
    expect(new Date(card.postedDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('pages with ?limit=', async () => {
    const res = await call<BookCard[]>('GET', '/categoryBooks/horror?limit=1', { token: cast.buyer.accessToken });
    expect(res.body).toHaveLength(1);
  });

  it('is 404 for an unknown category', async () => {
    const res = await call('GET', '/categoryBooks/romance', { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });
});

describe('POST /advertise and GET /advertise', () => {
  it('advertises the owner’s available book, once, and lists it publicly', async () => {
    const first = await createProduct(cast.seller, { productName: 'First offer', price: 120 });
    const second = await createProduct(cast.seller, { productName: 'Second offer', price: 90 });
    const res = await call('POST', '/advertise', {
      token: cast.seller.accessToken,
      body: { product: { _id: first, price: 1, productName: 'Spoofed' } },
    });
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true, insertedId: first } });
    const createdAt = (await db.doc(`advertisements/${first}`).get()).get('createdAt');
    const again = await call('POST', '/advertise', {
      token: cast.seller.accessToken,
      body: { product: { _id: first } },
    });
    expect(again).toMatchObject({ status: 200, body: { acknowledged: true, insertedId: first } });
    const ad = await db.doc(`advertisements/${first}`).get();
    expect(ad.get('createdAt')).toEqual(createdAt);
    // The offer shows the listing's cover.
    const { image } = (await productDoc(first))!;
    expect(image).toMatch(/^\/api\/photos\/[0-9a-f]{32}\/960$/);
    expect(ad.data()).toMatchObject({
      product: { _id: first, productName: 'First offer', image, price: 120 },
      sellerUid: cast.seller.uid,
    });
    await call('POST', '/advertise', { token: cast.seller.accessToken, body: { product: { _id: second } } });

    const list = await call<{ _id: string; product: object }[]>('GET', '/advertise');
    expect(list.status).toBe(200);
    const ids = list.body.map((a) => a._id);
    expect(ids.filter((id) => id === first)).toHaveLength(1);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.body.find((a) => a._id === first)).toEqual({
      _id: first,
      product: { _id: first, productName: 'First offer', image, price: 120 },
    });
  });

  it.each([
    ['another seller', () => cast.otherSeller],
    ['a buyer', () => cast.buyer],
  ])('refuses %s (403) and writes nothing', async (_name, person) => {
    const id = await createProduct(cast.seller);
    const res = await call('POST', '/advertise', { token: person().accessToken, body: { product: { _id: id } } });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.forbidden)) });
    expect(await adExists(id)).toBe(false);
  });

  it.each(['Booked', 'Sold'] as const)('refuses a %s book (409) and writes nothing', async (productStatus) => {
    const id = await createProduct(cast.seller, { productStatus });
    const res = await call('POST', '/advertise', { token: cast.seller.accessToken, body: { product: { _id: id } } });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.notAdvertisable)) });
    expect(await adExists(id)).toBe(false);
  });

  it('is 404 for an unknown product', async () => {
    const res = await call('POST', '/advertise', {
      token: cast.seller.accessToken,
      body: { product: { _id: 'no-such-book' } },
    });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });

  it.each([{}, { product: {} }, { product: 'x' }])('is 400 for the body %j', async (body) => {
    const res = await call('POST', '/advertise', { token: cast.seller.accessToken, body });
    expect(res).toMatchObject({ status: 400, body: failure('invalid', text(ERROR.invalid)) });
  });
});
