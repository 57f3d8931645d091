// Search, sort and filter: the queries the category and search pages make (domain QUERIES), run
// against the emulator on listings added through the API, which writes their keywords.
import { QUERIES, searchPlan, type BookScope, type BookView, type CreatedReply } from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuery } from '../../functions/src/lib/firestore-query';
import { db } from '../support/firebase-admin';
import { call } from './support/http';
import { createPerson, removeCreatedData, type Person } from './support/people';
import { listingInput } from './support/products';

afterAll(removeCreatedData);

let seller: Person;
const ids: Record<string, string> = {};

async function add(key: string, fields: Record<string, unknown>) {
  const res = await call<CreatedReply>('POST', '/addProduct', {
    token: seller.accessToken,
    body: await listingInput(seller, fields),
  });
  expect(res.status).toBe(201);
  ids[key] = res.body.insertedId;
}

beforeAll(async () => {
  seller = await createPerson({ account: 'Seller' });
  // One after the other, so their posting times are in this order.
  await add('carpathes', {
    productName: 'Le Château des Carpathes',
    author: 'Jules Verne',
    price: '300',
    condition: 'Good',
    categoryName: 'Horror',
  });
  await add('noir', { productName: 'CHATEAU NOIR', price: '150', condition: 'Excellent', categoryName: 'Horror' });
  await add('chatterton', { productName: 'Chatterton', price: '200', condition: 'Good', categoryName: 'Horror' });
  await add('pale', { productName: 'Pale Château', price: '450', condition: 'Good', categoryName: 'Horror' });
  await add('booked', { productName: 'The Booked Château', price: '250', condition: 'Good', categoryName: 'Horror' });
  await db.doc(`products/${ids.booked}`).update({ productStatus: 'Booked' });
});

/** Ids the query finds, of this file's listings only (the demo data is there too), in order. */
async function found(scope: BookScope, view: BookView = { sort: 'newest' }) {
  const mine = new Set(Object.values(ids));
  const snap = await buildQuery(QUERIES.books(scope, view)).get();
  return snap.docs.map((d) => d.id).filter((id) => mine.has(id));
}
const keyword = (typed: string) => ({ keyword: searchPlan(typed)!.keyword });
const named = (...keys: string[]) => keys.map((k) => ids[k]);

describe('search by a word of the title or the author', () => {
  it.each(['Château', 'CHATEAU', 'chateau', 'ChÂtEaU'])(
    'finds the available books for %j, newest first',
    async (typed) => {
      expect(await found(keyword(typed))).toEqual(named('pale', 'noir', 'carpathes'));
    },
  );

  it('finds by the beginning of a word and by the author', async () => {
    expect(await found(keyword('Carpath'))).toEqual(named('carpathes'));
    expect(await found(keyword('VERNE'))).toEqual(named('carpathes'));
    expect(await found(keyword('chat'))).toEqual(named('pale', 'chatterton', 'noir', 'carpathes'));
  });

  it('finds a seeded book by a word of its title typed in another case, with accents', async () => {
    const snap = await buildQuery(QUERIES.books(keyword('DRÁCULA'), { sort: 'newest' })).get();
    expect(snap.docs.map((d) => d.get('productName'))).toContain('Dracula');
    const mohicans = await buildQuery(QUERIES.books(keyword('móhicans'), { sort: 'newest' })).get();
    expect(mohicans.docs.map((d) => d.id)).toEqual(['last-of-the-mohicans']);
  });

  it('finds nothing for a word no listing has', async () => {
    expect((await buildQuery(QUERIES.books(keyword('xylophonique'), { sort: 'newest' })).get()).size).toBe(0);
  });
});

describe('sort and filters', () => {
  const chateau = keyword('chateau');

  it.each([
    ['newest', ['pale', 'noir', 'carpathes']],
    ['price-asc', ['noir', 'carpathes', 'pale']],
    ['price-desc', ['pale', 'carpathes', 'noir']],
  ] as const)('sorts search results by %s', async (sort, order) => {
    expect(await found(chateau, { sort })).toEqual(named(...order));
  });

  it('filters by condition', async () => {
    expect(await found(chateau, { sort: 'newest', condition: 'Good' })).toEqual(named('pale', 'carpathes'));
    expect(await found(chateau, { sort: 'newest', condition: 'Fair' })).toEqual([]);
  });

  it('filters by a price range, bounds included, listing by price', async () => {
    expect(await found(chateau, { sort: 'newest', minPrice: 300 })).toEqual(named('carpathes', 'pale'));
    expect(await found(chateau, { sort: 'price-desc', maxPrice: 300 })).toEqual(named('carpathes', 'noir'));
    expect(await found(chateau, { sort: 'price-asc', minPrice: 151, maxPrice: 449 })).toEqual(named('carpathes'));
  });

  it('combines condition, price range and sort on a category page', async () => {
    const horror = { categoryId: 'horror' };
    expect(await found(horror, { sort: 'price-desc', condition: 'Good', maxPrice: 400 })).toEqual(
      named('carpathes', 'chatterton'),
    );
    expect(await found(horror, { sort: 'newest', condition: 'Good' })).toEqual(
      named('pale', 'chatterton', 'carpathes'),
    );
  });
});
