// The Firestore emulator does not enforce composite indexes, so a query without one would pass
// every local test and fail in production. This checks each query in QUERIES against the file.
import { describe, expect, it } from 'vitest';
import indexFile from '../../firestore.indexes.json';
import { BOOK_SORTS, type BookView } from './book-view';
import { CONDITIONS } from './constants';
import { MESSAGES_SUBCOLLECTION } from './conversation';
import { COLLECTIONS } from './firestore';
import { NOTIFICATIONS_SUBCOLLECTION } from './notification';
import { QUERIES, type BookScope, type QueryName, type QuerySpec } from './queries';
import { SAVED_SUBCOLLECTION } from './saved';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

/** One sample call per query; the type makes a new query add its arguments here. */
const SAMPLE_ARGS: { [K in QueryName]: Parameters<(typeof QUERIES)[K]> } = {
  categories: [],
  advertisements: [],
  categoryBooks: ['horror'],
  books: [{ keyword: 'dracula' }, { sort: 'newest' }],
  sellerProducts: ['seller-uid'],
  buyerOrders: ['buyer-uid'],
  sellerOrders: ['seller-uid'],
  sellerOpenOrders: ['seller-uid'],
  dueOrders: [new Date(0)],
  dueContacts: [new Date(0)],
  unattachedPhotos: [new Date(0)],
  admins: [],
  sellerAdvertisements: ['seller-uid'],
  openReports: [],
  myReports: ['reporter-uid'],
  targetOpenReports: ['product', 'product-id'],
  allOrders: [],
  allUsers: [],
  usersByAccount: ['Seller'],
  savedBooks: ['user-uid'],
  savedSearches: ['owner-uid'],
  savedSearchesByKeys: [['dracula', 'category:horror']],
  myConversations: ['uid'],
  orderMessages: ['order-id'],
  myNotifications: ['uid'],
  unreadNotifications: ['uid'],
  reviewsOf: ['subject-uid'],
  reviewsBy: ['author-uid'],
  dueReviews: [new Date(0)],
  sellerAvailableBooks: ['seller-uid'],
};

const EQUALITY_OPS = new Set(['==', 'in']);

const fieldsOf = (q: QuerySpec) => new Set([...q.filters.map(([f]) => f), ...q.orderBy.map(([f]) => f)]);

/** Firestore serves a query on a single field from its automatic single-field indexes. */
const needsComposite = (q: QuerySpec) => fieldsOf(q).size > 1;

/**
 * The index Firestore asks for: equality and array-contains fields first (in any order), then
 * the orderBy fields in order and direction, then range-filtered fields it orders implicitly.
 */
function requiredIndex(q: QuerySpec) {
  const prefix: IndexField[] = q.filters
    .filter(([, op]) => EQUALITY_OPS.has(op) || op === 'array-contains')
    .map(([fieldPath, op]) =>
      op === 'array-contains' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' },
    );
  const ordered: IndexField[] = q.orderBy.map(([fieldPath, dir]) => ({
    fieldPath,
    order: dir === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  for (const [fieldPath, op] of q.filters) {
    const range = !EQUALITY_OPS.has(op) && op !== 'array-contains';
    if (range && !ordered.some((f) => f.fieldPath === fieldPath)) ordered.push({ fieldPath, order: 'ASCENDING' });
  }
  return { prefix, ordered };
}

const key = (f: IndexField) => `${f.fieldPath}:${f.order ?? ''}:${f.arrayConfig ?? ''}`;

function serves(index: CompositeIndex, q: QuerySpec) {
  if (index.collectionGroup !== q.collection || index.queryScope !== 'COLLECTION') return false;
  const { prefix, ordered } = requiredIndex(q);
  if (index.fields.length !== prefix.length + ordered.length) return false;
  const head = index.fields.slice(0, prefix.length).map(key).sort();
  const tail = index.fields.slice(prefix.length).map(key);
  return (
    JSON.stringify(head) === JSON.stringify(prefix.map(key).sort()) &&
    JSON.stringify(tail) === JSON.stringify(ordered.map(key))
  );
}

const indexes: CompositeIndex[] = indexFile.indexes;
const findIndex = (q: QuerySpec) => indexes.find((index) => serves(index, q));

/** Every view the category and search pages can produce: scope x sort x condition x price range. */
const SCOPES: BookScope[] = [{ categoryId: 'horror' }, { keyword: 'dracula' }];
const RANGES: Pick<BookView, 'minPrice' | 'maxPrice'>[] = [
  {},
  { minPrice: 100 },
  { maxPrice: 300 },
  { minPrice: 100, maxPrice: 300 },
];
const BOOK_VIEWS = SCOPES.flatMap((scope) =>
  BOOK_SORTS.flatMap((sort) =>
    [undefined, ...CONDITIONS].flatMap((condition) =>
      RANGES.map((range) => {
        const view: BookView = { sort, ...(condition ? { condition } : {}), ...range };
        return { name: JSON.stringify({ ...scope, ...view }), query: QUERIES.books(scope, view) };
      }),
    ),
  ),
);

const queries = (Object.keys(QUERIES) as QueryName[]).map((name) => {
  const build = QUERIES[name] as (...args: unknown[]) => QuerySpec;
  return { name, query: build(...(SAMPLE_ARGS[name] ?? [])) };
});

/** What real Firestore refuses: a range on a field it does not sort by first, or two array-contains. */
function invalidShape(query: QuerySpec) {
  const ranged = new Set(query.filters.filter(([, op]) => ['<', '<=', '>', '>='].includes(op)).map(([f]) => f));
  if (ranged.size > 1 || (ranged.size === 1 && !ranged.has(query.orderBy[0]?.[0] ?? ''))) return 'range';
  return query.filters.filter(([, op]) => op === 'array-contains').length > 1 ? 'array-contains' : undefined;
}

describe('firestore.indexes.json', () => {
  it.each(queries.filter(({ query }) => needsComposite(query)))(
    'has the composite index that $name needs',
    ({ query }) => {
      expect(findIndex(query), JSON.stringify(requiredIndex(query))).toBeDefined();
    },
  );

  it('has no composite index that no query uses', () => {
    const all = [...queries, ...BOOK_VIEWS];
    const unused = indexes.filter((index) => !all.some(({ query }) => serves(index, query)));
    expect(unused).toEqual([]);
  });

  it.each(queries)('$name reads a known collection', ({ query }) => {
    // A subcollection (`users/{uid}/saved`) is known by its parent's collection and its own name.
    const [parent, , sub] = query.collection.split('/');
    expect(Object.values(COLLECTIONS)).toContain(parent);
    if (sub !== undefined)
      expect([SAVED_SUBCOLLECTION, MESSAGES_SUBCOLLECTION, NOTIFICATIONS_SUBCOLLECTION]).toContain(sub);
  });

  it.each(queries)('$name is a query real Firestore accepts', ({ query }) => {
    expect(invalidShape(query)).toBeUndefined();
  });

  it(`has the index for each of the ${BOOK_VIEWS.length} views of the category and search pages`, () => {
    expect(BOOK_VIEWS.filter(({ query }) => !findIndex(query)).map((v) => v.name)).toEqual([]);
  });

  it('builds each view of the category and search pages as a query real Firestore accepts', () => {
    expect(BOOK_VIEWS.filter(({ query }) => invalidShape(query)).map((v) => v.name)).toEqual([]);
  });
});

describe('the index check itself', () => {
  const booksByCategory = QUERIES.categoryBooks('horror');
  const booksIndex: CompositeIndex = {
    collectionGroup: 'products',
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'categoryId', order: 'ASCENDING' },
      { fieldPath: 'productStatus', order: 'ASCENDING' },
      { fieldPath: 'postedAt', order: 'DESCENDING' },
    ],
  };

  it('refuses an index for another sort, direction or collection', () => {
    expect(serves(booksIndex, booksByCategory)).toBe(true);
    expect(serves(booksIndex, { ...booksByCategory, orderBy: [['price', 'desc']] })).toBe(false);
    expect(serves(booksIndex, { ...booksByCategory, orderBy: [['postedAt', 'asc']] })).toBe(false);
    expect(serves(booksIndex, { ...booksByCategory, collection: 'orders' })).toBe(false);
    expect(serves(booksIndex, { ...booksByCategory, filters: booksByCategory.filters.slice(1) })).toBe(false);
  });

  it('accepts equality fields in any order but sorted fields only in theirs', () => {
    const [a, b, sort] = booksIndex.fields as [IndexField, IndexField, IndexField];
    expect(serves({ ...booksIndex, fields: [b, a, sort] }, booksByCategory)).toBe(true);
    expect(serves({ ...booksIndex, fields: [sort, a, b] }, booksByCategory)).toBe(false);

    const byPriceThenDate: QuerySpec = {
      collection: 'products',
      filters: [],
      orderBy: [
        ['price', 'asc'],
        ['postedAt', 'desc'],
      ],
    };
    const index: CompositeIndex = {
      collectionGroup: 'products',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'price', order: 'ASCENDING' },
        { fieldPath: 'postedAt', order: 'DESCENDING' },
      ],
    };
    expect(serves(index, byPriceThenDate)).toBe(true);
    expect(serves({ ...index, fields: [...index.fields].reverse() }, byPriceThenDate)).toBe(false);
  });

  it('wants array-contains as CONTAINS and range filters after the sorts', () => {
    const cheapClassics: QuerySpec = {
      collection: 'products',
      filters: [
        ['tags', 'array-contains', 'classic'],
        ['price', '<', 200],
      ],
      orderBy: [['postedAt', 'desc']],
    };
    expect(requiredIndex(cheapClassics)).toEqual({
      prefix: [{ fieldPath: 'tags', arrayConfig: 'CONTAINS' }],
      ordered: [
        { fieldPath: 'postedAt', order: 'DESCENDING' },
        { fieldPath: 'price', order: 'ASCENDING' },
      ],
    });
  });

  it('calls a range off the first sort, or a second array-contains, a query Firestore refuses', () => {
    const products = (filters: QuerySpec['filters'], orderBy: QuerySpec['orderBy']) => ({
      collection: 'products',
      filters,
      orderBy,
    });
    expect(invalidShape(products([['price', '>=', 1]], [['postedAt', 'desc']]))).toBe('range');
    expect(
      invalidShape(
        products(
          [
            ['keywords', 'array-contains', 'war'],
            ['tags', 'array-contains', 'classic'],
          ],
          [],
        ),
      ),
    ).toBe('array-contains');
    // "Newest" with a price range lists by price, so the page never makes the first one.
    expect(QUERIES.books({ keyword: 'war' }, { sort: 'newest', minPrice: 100 }).orderBy).toEqual([['price', 'asc']]);
  });
});
