import { ERROR, photoUrl, productKeywords, type UpdatedReply } from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { createCast, removeCreatedData } from './support/people';
import { photoDoc, storedPhoto } from './support/photos';
import { createProduct, productDoc } from './support/products';
import { BAD_TOKENS } from './support/tokens';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast();
});

/** A PUT body, as the edit form sends it (the price is free text); valid with the listing's `photos`. */
const edit = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Le Château des Carpathes',
  author: 'Jules Verne',
  price: '1,450',
  condition: 'Excellent',
  location: 'Uttara',
  description: 'A castle in Transylvania and a voice that should not be there.',
  ...overrides,
});

/** The listing's photos as they are, so an edit keeps them. */
const photosOf = async (id: string) => (await productDoc(id))?.photos ?? [];

const put = async <T = UpdatedReply>(id: string, token: string | undefined, body?: unknown) =>
  call<T>('PUT', `/addProduct/${id}`, { token, body: body ?? edit({ photos: await photosOf(id) }) });

describe('PUT /addProduct/{id}', () => {
  it('changes the owner’s listing, its search keywords and its advertisement’s copy', async () => {
    const id = await createProduct(cast.seller, { author: 'Someone', keywords: ['test'] });
    const [old] = await photosOf(id);
    const cover = await storedPhoto(cast.seller, '#aa3322');
    await db.doc(`advertisements/${id}`).set({
      product: { _id: id, productName: 'Old', image: 'https://example.com/old.jpg', price: 300 },
      sellerUid: cast.seller.uid,
    });
    const res = await put(
      id,
      cast.seller.accessToken,
      edit({ sellerUid: cast.otherSeller.uid, productStatus: 'Sold', photos: [cover] }),
    );
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });

    const product = await productDoc(id);
    expect(product).toMatchObject({
      productName: 'Le Château des Carpathes',
      author: 'Jules Verne',
      photos: [cover],
      image: photoUrl(cover, 960),
      coverColor: '#aa3322',
      price: 1450,
      condition: 'Excellent',
      location: 'Uttara',
      sellerUid: cast.seller.uid,
      productStatus: 'Available',
      categoryId: 'historical-fiction',
    });
    expect(product?.keywords).toEqual(
      productKeywords({ productName: 'Le Château des Carpathes', author: 'Jules Verne' }),
    );
    expect(product?.keywords).toEqual(expect.arrayContaining(['chateau', 'carpathes', 'verne']));
    expect((await db.doc(`advertisements/${id}`).get()).get('product')).toEqual({
      _id: id,
      productName: 'Le Château des Carpathes',
      image: photoUrl(cover, 960),
      price: 1450,
    });
    // The photo it no longer shows is left to the sweep; the new one is the listing's.
    expect(await photoDoc(old!)).toMatchObject({ productId: null });
    expect(await photoDoc(cover)).toMatchObject({ productId: id });
  });

  it('counts no change as none, and removes an author left out', async () => {
    const id = await createProduct(cast.seller);
    expect((await put(id, cast.seller.accessToken)).body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await put(id, cast.seller.accessToken)).body).toEqual({ acknowledged: true, modifiedCount: 0 });
    const { author: _author, ...withoutAuthor } = edit({ photos: await photosOf(id) });
    expect((await put(id, cast.seller.accessToken, withoutAuthor)).body.modifiedCount).toBe(1);
    const product = await productDoc(id);
    expect(product).not.toHaveProperty('author');
    expect(product?.keywords).not.toContain('verne');
    expect(await db.doc(`advertisements/${id}`).get()).toHaveProperty('exists', false);
  });

  describe('refuses, and changes nothing', () => {
    let id: string;
    let before: unknown;
    beforeAll(async () => {
      id = await createProduct(cast.seller);
      before = await productDoc(id);
    });
    const unchanged = async () => expect(await productDoc(id)).toEqual(before);

    it('a call without a token (401)', async () => {
      expect(await put(id, undefined)).toMatchObject({ status: 401, body: failure('unauthenticated') });
      await unchanged();
    });

    it.each(BAD_TOKENS)('an accessToken $name (401)', async ({ make, message }) => {
      const res = await put(id, await make(cast.seller));
      expect(res).toMatchObject({ status: 401, body: failure('unauthenticated', message) });
      await unchanged();
    });

    it.each([
      ['a buyer', () => cast.buyer],
      ['an admin who is no seller', () => cast.admin],
    ])('%s (403)', async (_name, person) => {
      const res = await put(id, person().accessToken);
      expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.sellersOnly)) });
      await unchanged();
    });

    it('another seller (403)', async () => {
      const res = await put(id, cast.otherSeller.accessToken);
      expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.forbidden)) });
      await unchanged();
    });

    it('an invalid body (400), with a message per field', async () => {
      const res = await put<{ error: { fields: Record<string, string> } }>(
        id,
        cast.seller.accessToken,
        edit({
          productName: ' ',
          photos: ['javascript:alert(1)'],
          price: 'cheap',
          condition: 'Mint',
          location: '',
          description: 'x'.repeat(2001),
        }),
      );
      expect(res).toMatchObject({ status: 400, body: failure('invalid', text(ERROR.invalid)) });
      expect(Object.keys(res.body.error.fields).sort()).toEqual(
        ['condition', 'description', 'photos.0', 'location', 'price', 'productName'].sort(),
      );
      await unchanged();
    });

    it('an empty body (400), naming every required field', async () => {
      const res = await put<{ error: { fields: Record<string, string> } }>(id, cast.seller.accessToken, {});
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields).sort()).toEqual(
        ['condition', 'description', 'photos', 'location', 'price', 'productName'].sort(),
      );
      await unchanged();
    });
  });

  it.each(['Booked', 'Sold'] as const)('keeps a %s book as it is (409)', async (productStatus) => {
    const id = await createProduct(cast.seller, { productStatus });
    const before = await productDoc(id);
    const res = await put(id, cast.seller.accessToken);
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.notEditable)) });
    expect(await productDoc(id)).toEqual(before);
  });

  it.each(['no-such-book', '__reserved__'])('is 404 for the unknown id %j', async (id) => {
    const res = await put(id, cast.seller.accessToken, edit({ photos: ['e'.repeat(32)] }));
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });
});
