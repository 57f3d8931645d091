// Saved books (a heart on a book) and saved searches, whose owners a new listing notifies.
import {
  bookPath,
  COLLECTIONS,
  daysAfter,
  IN_QUERY_LIMIT,
  isBarred,
  listingMatchKeys,
  matchesSavedSearch,
  matchKeyOf,
  MAX_SAVED_SEARCHES,
  QUERIES,
  SAVED_MESSAGES,
  SAVED_SUBCOLLECTION,
  savedSearchIdFor,
  SEARCH_MATCH_DAYS,
  type NewSavedSearch,
  type ProductDoc,
  type SavedBookDoc,
  type SavedSearchDoc,
  type SearchMatchDoc,
  type UserDoc,
} from '@reshelf/domain';
import { getFirestore, Timestamp, type WithFieldValue } from 'firebase-admin/firestore';
import { ALREADY_EXISTS, bulkWrite, docRef, grpcCode, now } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { buildQuery } from '../lib/firestore-query';
import { notify } from './notifications';

/** Notifications and a mark in one batch: well under Firestore's 500 writes. */
const OWNERS_PER_BATCH = 400;

/** Whose saved items (a users.ts Member is one): not imported, as users.ts imports this file. */
type SavedOwner = { uid: string };

const savedBookRef = (uid: string, productId: string) =>
  docRef(COLLECTIONS.users, uid).collection(SAVED_SUBCOLLECTION).doc(productId);

/**
 * Saves a book for the member; saving it again keeps the first save. A listing nobody else can
 * see on the shelves (unknown, or hidden by reports or a suspension) is 404; one's own listing
 * may be saved: it harms nobody. Returns whether this call saved it.
 */
export async function saveBook(member: SavedOwner, productId: string): Promise<boolean> {
  const product = (await docRef(COLLECTIONS.products, productId).get()).data() as ProductDoc | undefined;
  if (!product || (product.productStatus === 'Hidden' && product.sellerUid !== member.uid)) {
    throw new HttpError('not-found');
  }
  const saved: WithFieldValue<SavedBookDoc> = {
    productId,
    productName: product.productName,
    image: product.image,
    price: product.price,
    categoryId: product.categoryId,
    savedAt: now(),
  };
  try {
    await savedBookRef(member.uid, productId).create(saved);
    return true;
  } catch (err) {
    if (grpcCode(err) === ALREADY_EXISTS) return false;
    throw err;
  }
}

/** Unsaves a book: 1 when it was saved, 0 when it was not (a repeat). */
export async function unsaveBook(member: SavedOwner, productId: string): Promise<number> {
  const ref = savedBookRef(member.uid, productId);
  return getFirestore().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return 0;
    tx.delete(ref);
    return 1;
  });
}

/**
 * Saves a search. Its id comes from the owner and the terms, so the same search saved twice (or
 * twice at once) is one document; the count is read in the same transaction, so racing saves
 * cannot pass MAX_SAVED_SEARCHES together.
 */
export async function saveSearch(member: SavedOwner, input: NewSavedSearch): Promise<{ id: string; created: boolean }> {
  const terms = {
    words: input.words,
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.minPrice !== undefined ? { minPrice: input.minPrice } : {}),
    ...(input.maxPrice !== undefined ? { maxPrice: input.maxPrice } : {}),
  };
  const ref = docRef(COLLECTIONS.savedSearches, savedSearchIdFor(member.uid, terms));
  const mine = buildQuery(QUERIES.savedSearches(member.uid))
    .limit(MAX_SAVED_SEARCHES + 1)
    .select();
  return getFirestore().runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return { id: ref.id, created: false };
    if ((await tx.get(mine)).size >= MAX_SAVED_SEARCHES)
      throw new HttpError('conflict', SAVED_MESSAGES.tooManySearches);
    const search: WithFieldValue<SavedSearchDoc> = {
      ownerUid: member.uid,
      ...terms,
      matchKey: matchKeyOf(terms),
      createdAt: now(),
    };
    tx.create(ref, search);
    return { id: ref.id, created: true };
  });
}

/** Deletes one of the member's saved searches; another person's is as unknown as a missing one (404). */
export async function deleteSavedSearch(member: SavedOwner, id: string): Promise<number> {
  const ref = docRef(COLLECTIONS.savedSearches, id);
  return getFirestore().runTransaction(async (tx) => {
    const search = (await tx.get(ref)).data() as SavedSearchDoc | undefined;
    if (!search || search.ownerUid !== member.uid) throw new HttpError('not-found');
    tx.delete(ref);
    return 1;
  });
}

/**
 * The saved searches a new listing may match, found by its keys (`listingMatchKeys`): one `in`
 * query per IN_QUERY_LIMIT keys. Only searches filed under one of the listing's words or its
 * category are read, never the others.
 */
export async function candidateSearches(listing: Pick<ProductDoc, 'keywords' | 'categoryId'>) {
  const keys = listingMatchKeys({ keywords: listing.keywords ?? [], categoryId: listing.categoryId });
  const chunks = Array.from({ length: Math.ceil(keys.length / IN_QUERY_LIMIT) }, (_, i) =>
    keys.slice(i * IN_QUERY_LIMIT, (i + 1) * IN_QUERY_LIMIT),
  );
  const snaps = await Promise.all(chunks.map((chunk) => buildQuery(QUERIES.savedSearchesByKeys(chunk)).get()));
  return snaps.flatMap((s) => s.docs.map((d) => d.data() as SavedSearchDoc));
}

/**
 * Notifies, once each, the owners of the saved searches a new listing matches: never its seller,
 * nor an account deleted or suspended. Each batch of notifications creates a mark for the
 * listing in the same commit, so a retried event finds the mark and writes nothing twice.
 * Returns how many people it notified.
 */
export async function notifySavedSearches(productId: string, product: ProductDoc): Promise<number> {
  const searches = await candidateSearches(product);
  const matched = searches.filter(
    (s) => s.ownerUid !== product.sellerUid && matchesSavedSearch(s, { ...product, keywords: product.keywords ?? [] }),
  );
  const owners = [...new Set(matched.map((s) => s.ownerUid))].sort();
  if (owners.length === 0) return 0;
  const db = getFirestore();
  const users = await db.getAll(...owners.map((uid) => db.collection(COLLECTIONS.users).doc(uid)));
  const reachable = users
    .filter((u) => {
      const user = u.data() as UserDoc | undefined;
      return user !== undefined && !isBarred(user);
    })
    .map((u) => u.id);
  let notified = 0;
  for (let i = 0; i < reachable.length; i += OWNERS_PER_BATCH) {
    const chunk = reachable.slice(i, i + OWNERS_PER_BATCH);
    const batch = db.batch();
    const mark: WithFieldValue<SearchMatchDoc> = {
      notified: chunk.length,
      at: now(),
      expiresAt: Timestamp.fromDate(daysAfter(new Date(), SEARCH_MATCH_DAYS)),
    };
    batch.create(db.collection(COLLECTIONS.searchMatches).doc(`${productId}_${i / OWNERS_PER_BATCH}`), mark);
    for (const uid of chunk) {
      notify(batch, uid, {
        kind: 'searchMatched',
        link: bookPath(productId),
        params: { book: product.productName },
      });
    }
    try {
      await batch.commit();
      notified += chunk.length;
    } catch (err) {
      if (grpcCode(err) !== ALREADY_EXISTS) throw err;
    }
  }
  return notified;
}

/** A leaving account's saved searches go with it (its saved books go with its users document). */
export async function forgetSavedSearches(uid: string) {
  const searches = await buildQuery(QUERIES.savedSearches(uid)).select().get();
  await bulkWrite((writer) => searches.docs.map((d) => writer.delete(d.ref)));
}
