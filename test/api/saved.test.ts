// Saved books and saved searches through the API, and the new-listing trigger that notifies the
// owners of matching saved searches: once, never the seller, reading only the indexed searches.
import {
  ERROR,
  MAX_SAVED_SEARCHES,
  productKeywords,
  RATE_LIMITS,
  savedBooksPath,
  type CreatedReply,
  type DeletedReply,
  type SavedSearchDoc,
} from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateSearches, notifySavedSearches } from '../../functions/src/services/saved';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { uniqueWord } from '../support/words';
import { call, failure, spendLimit } from './support/http';
import { createCast, createPerson, notificationsOf, removeCreatedData, type Person } from './support/people';
import { createProduct, productDoc } from './support/products';

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast();
});

afterAll(removeCreatedData);

const save = (who: Person, id: string) => call<CreatedReply>('PUT', `/saved/books/${id}`, { token: who.accessToken });
const unsave = (who: Person, id: string) =>
  call<DeletedReply>('DELETE', `/saved/books/${id}`, { token: who.accessToken });
const saveSearch = (who: Person, body: Record<string, unknown>) =>
  call<CreatedReply>('POST', '/saved/searches', { token: who.accessToken, body });
const deleteSearch = (who: Person, id: string) =>
  call<DeletedReply>('DELETE', `/saved/searches/${id}`, { token: who.accessToken });

const owner = () => createPerson();

/** A word no other test's listing or search has, so the trigger's other runs never meet this test's. */
/** A new listing by the cast's seller with these words in its title, as the API writes it (keywords too). */
async function listing(title: string, extra: Record<string, unknown> = {}) {
  return createProduct(cast.seller, {
    productName: title,
    keywords: productKeywords({ productName: title }),
    ...extra,
  });
}

/** Waits for the trigger: until `uid` has `count` notifications (it runs in the functions emulator). */
async function notified(uid: string, count: number) {
  await expect.poll(async () => (await notificationsOf(uid)).length, { timeout: 20_000, interval: 250 }).toBe(count);
  return notificationsOf(uid);
}

describe('PUT and DELETE /saved/books/{id}', () => {
  it('saves a book once and unsaves it once, each repeat changing nothing', async () => {
    const productId = await listing(`Dracula ${uniqueWord()}`);
    expect(await save(cast.buyer, productId)).toMatchObject({
      status: 201,
      body: { acknowledged: true, insertedId: productId },
    });
    const first = (await db.doc(`${savedBooksPath(cast.buyer.uid)}/${productId}`).get()).data();
    expect(first).toMatchObject({ productId, productName: (await productDoc(productId))!.productName, price: 300 });
    expect(await save(cast.buyer, productId)).toMatchObject({ status: 200, body: { insertedId: productId } });
    const again = (await db.doc(`${savedBooksPath(cast.buyer.uid)}/${productId}`).get()).data();
    expect(again!.savedAt).toEqual(first!.savedAt);

    expect(await unsave(cast.buyer, productId)).toMatchObject({
      status: 200,
      body: { acknowledged: true, deletedCount: 1 },
    });
    expect(await unsave(cast.buyer, productId)).toMatchObject({ status: 200, body: { deletedCount: 0 } });
    expect((await db.doc(`${savedBooksPath(cast.buyer.uid)}/${productId}`).get()).exists).toBe(false);
  });

  it('is 404 for an unknown book and for one hidden from the shelves; a seller may save their own', async () => {
    expect(await save(cast.buyer, 'no-such-book')).toMatchObject({ status: 404, body: failure('not-found') });
    const hidden = await listing(`Carmilla ${uniqueWord()}`, { productStatus: 'Hidden', hiddenFor: 'reports' });
    expect((await save(cast.buyer, hidden)).status).toBe(404);
    expect((await save(cast.seller, hidden)).status).toBe(201);
  });

  it('needs a signed-in person', async () => {
    const productId = await listing(`Dracula ${uniqueWord()}`);
    expect((await call('PUT', `/saved/books/${productId}`)).status).toBe(401);
  });

  it(`is limited to ${RATE_LIMITS.saved.perUser} saves an hour per person`, async () => {
    const person = await owner();
    await spendLimit(`saved:user:${person.uid}`, RATE_LIMITS.saved.windowSeconds, RATE_LIMITS.saved.perUser);
    const res = await save(person, await listing(`Dracula ${uniqueWord()}`));
    expect(res).toMatchObject({ status: 429, body: failure('rate-limited', text(ERROR.rateLimited)) });
  });
});

describe('POST and DELETE /saved/searches', () => {
  it('saves words, category and price range normalised; the same search again returns the same id', async () => {
    const person = await owner();
    const word = uniqueWord();
    const res = await saveSearch(person, {
      words: `The ${word.toUpperCase()} Dracula`,
      category: 'horror',
      maxPrice: 400,
    });
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true } });
    const doc = (await db.doc(`savedSearches/${res.body.insertedId}`).get()).data() as SavedSearchDoc;
    expect(doc).toMatchObject({
      ownerUid: person.uid,
      words: [word, 'dracula'],
      category: 'horror',
      maxPrice: 400,
      matchKey: word.length > 'dracula'.length ? word : 'dracula',
    });
    expect(doc).not.toHaveProperty('minPrice');
    const again = await saveSearch(person, { words: `dracula ${word}`, category: 'horror', maxPrice: 400 });
    expect(again).toMatchObject({ status: 200, body: { insertedId: res.body.insertedId } });
  });

  it('refuses a search for everything, or for a price range alone, saying what to add', async () => {
    const person = await owner();
    for (const body of [{}, { words: 'the' }, { minPrice: 100, maxPrice: 300 }]) {
      const res = await saveSearch(person, body);
      expect(res).toMatchObject({ status: 400, body: failure('invalid') });
      expect((res.body as unknown as { error: { fields: Record<string, string> } }).error.fields.words).toBe(
        text('saved.error.tooBroad'),
      );
    }
    expect((await saveSearch(person, { words: 'dracula', minPrice: 500, maxPrice: 100 })).status).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a person: the next is 409 until one is deleted`, async () => {
    const person = await owner();
    const ids: string[] = [];
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) {
      const res = await saveSearch(person, { words: `dracula`, maxPrice: 100 + i });
      expect(res.status).toBe(201);
      ids.push(res.body.insertedId);
    }
    const refused = await saveSearch(person, { words: 'carmilla' });
    expect(refused).toMatchObject({ status: 409, body: failure('conflict', text('saved.error.tooManySearches')) });
    // A repeat of a kept one still answers with its id.
    expect(await saveSearch(person, { words: 'dracula', maxPrice: 100 })).toMatchObject({
      status: 200,
      body: { insertedId: ids[0] },
    });
    expect(await deleteSearch(person, ids[0]!)).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect((await saveSearch(person, { words: 'carmilla' })).status).toBe(201);
  });

  it("deletes one's own search only: another person's is 404, as is an unknown one", async () => {
    const [mine, theirs] = await Promise.all([owner(), owner()]);
    const { body } = await saveSearch(mine, { words: 'dracula' });
    expect(await deleteSearch(theirs, body.insertedId)).toMatchObject({ status: 404, body: failure('not-found') });
    expect((await db.doc(`savedSearches/${body.insertedId}`).get()).exists).toBe(true);
    expect((await deleteSearch(mine, body.insertedId)).status).toBe(200);
    expect((await deleteSearch(mine, body.insertedId)).status).toBe(404);
  });
});

describe('a deleted account', () => {
  it('takes its saved books and saved searches with it', async () => {
    const [person, admin] = await Promise.all([owner(), createPerson({ admin: true })]);
    const productId = await listing(`Dracula ${uniqueWord()}`);
    expect((await save(person, productId)).status).toBe(201);
    expect((await saveSearch(person, { words: 'dracula' })).status).toBe(201);
    expect((await call('DELETE', `/buyer/${person.uid}`, { token: admin.accessToken })).status).toBe(200);
    expect((await db.collection(savedBooksPath(person.uid)).get()).empty).toBe(true);
    expect((await db.collection('savedSearches').where('ownerUid', '==', person.uid).get()).empty).toBe(true);
  });
});

describe('a new listing', () => {
  it('notifies once each owner whose search it matches (words, category, price), not the others nor its seller', async () => {
    const word = uniqueWord();
    const [byWords, byAll, twice, wrongPrice, wrongCategory, otherWords] = await Promise.all(
      Array.from({ length: 6 }, () => owner()),
    );
    await Promise.all([
      saveSearch(byWords!, { words: `${word} dracula` }),
      saveSearch(byAll!, { words: word, category: 'horror', minPrice: 200, maxPrice: 300 }),
      saveSearch(twice!, { words: word }),
      saveSearch(twice!, { words: `dracula ${word}`, category: 'horror' }),
      saveSearch(wrongPrice!, { words: word, maxPrice: 299 }),
      saveSearch(wrongCategory!, { words: word, category: 'historical-fiction' }),
      saveSearch(otherWords!, { words: `${word} carmilla` }),
      saveSearch(cast.seller, { words: word }),
    ]);
    const title = `Dracula ${word}`;
    const productId = await listing(title, { categoryId: 'horror', categoryName: 'Horror', price: 300 });

    for (const person of [byWords!, byAll!, twice!]) {
      expect(await notified(person.uid, 1)).toEqual([
        expect.objectContaining({ kind: 'searchMatched', link: `/books/${productId}`, params: { book: title } }),
      ]);
    }
    // The trigger notified the matching owners in one commit: the others have had their chance.
    for (const person of [wrongPrice!, wrongCategory!, otherWords!, cast.seller]) {
      expect(await notificationsOf(person.uid)).toEqual([]);
    }
  });

  it('notifies nobody twice when its event is delivered again', async () => {
    const word = uniqueWord();
    const person = await owner();
    await saveSearch(person, { words: word });
    const productId = await listing(`Ivanhoe ${word}`);
    await notified(person.uid, 1);
    // The retried delivery runs what the trigger runs, with the same listing.
    expect(await notifySavedSearches(productId, (await productDoc(productId))!)).toBe(0);
    expect(await notificationsOf(person.uid)).toHaveLength(1);
  });

  it('reads only the saved searches filed under its keys, not the hundred others', async () => {
    const person = await owner();
    const word = uniqueWord();
    // Other people's searches (one other owner: the person's own count stays under the limit).
    const others = (await createPerson()).uid;
    const writer = db.bulkWriter();
    for (let i = 0; i < 100; i += 1) {
      const other = uniqueWord();
      void writer.set(db.collection('savedSearches').doc(), {
        ownerUid: others,
        words: [other],
        matchKey: other,
        createdAt: new Date(),
      });
    }
    await writer.close();
    expect((await saveSearch(person, { words: word })).status).toBe(201);
    const candidates = await candidateSearches({
      keywords: productKeywords({ productName: `Dracula ${word}` }),
      categoryId: 'action-adventure',
    });
    expect(candidates.filter((s) => s.ownerUid === person.uid)).toEqual([
      expect.objectContaining({ matchKey: word, words: [word] }),
    ]);
    expect(candidates.filter((s) => s.ownerUid === others)).toEqual([]);
  });
});
