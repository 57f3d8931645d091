// Every Firestore query the web app and the API make, as data. Each SDK builds the real query
// from these (web/src/lib/firestore-query.ts, functions/src/lib/firestore-query.ts), and a test
// checks each one against firestore.indexes.json, which the emulator does not enforce.
import { effectiveSort, type BookView } from './book-view';
import type { AccountType } from './constants';
import { messagesPath } from './conversation';
import { COLLECTIONS } from './firestore';
import { notificationsPath } from './notification';
import { LIVE_ORDER_STATUSES } from './order-lifecycle';
import { savedBooksPath } from './saved';
import { SHOWN_REVIEW_STATUSES } from './review';

export type FilterOp = '==' | 'array-contains' | '>=' | '<=' | '<' | '>' | 'in';
export interface QuerySpec {
  collection: string;
  filters: [field: string, op: FilterOp, value: unknown][];
  orderBy: [field: string, direction: 'asc' | 'desc'][];
}

/** Which books a list shows: a category's shelf, or the books with a search keyword. */
export type BookScope = { categoryId: string } | { keyword: string };

const spec = (collection: string, filters: QuerySpec['filters'], orderBy: QuerySpec['orderBy']): QuerySpec => ({
  collection,
  filters,
  orderBy,
});

/**
 * Available books of a category or with a search keyword, sorted and filtered as on the page.
 * The scope and the condition are equality filters and the price range is on the sort field,
 * so each combination is served by one composite index.
 */
function bookQuery(scope: BookScope, view: BookView): QuerySpec {
  const sort = effectiveSort(view);
  const filters: QuerySpec['filters'] = [
    'keyword' in scope ? ['keywords', 'array-contains', scope.keyword] : ['categoryId', '==', scope.categoryId],
    ['productStatus', '==', 'Available'],
  ];
  if (view.condition) filters.push(['condition', '==', view.condition]);
  if (view.minPrice !== undefined) filters.push(['price', '>=', view.minPrice]);
  if (view.maxPrice !== undefined) filters.push(['price', '<=', view.maxPrice]);
  return spec(
    COLLECTIONS.products,
    filters,
    sort === 'newest' ? [['postedAt', 'desc']] : [['price', sort === 'price-asc' ? 'asc' : 'desc']],
  );
}

export const QUERIES = {
  categories: () => spec(COLLECTIONS.categories, [], [['position', 'asc']]),
  advertisements: () => spec(COLLECTIONS.advertisements, [], [['createdAt', 'desc']]),
  /** Available books of a category, newest first. */
  categoryBooks: (categoryId: string) => bookQuery({ categoryId }, { sort: 'newest' }),
  books: bookQuery,
  sellerProducts: (sellerUid: string) =>
    spec(COLLECTIONS.products, [['sellerUid', '==', sellerUid]], [['postedAt', 'desc']]),
  /** Orders a user placed (My orders). */
  buyerOrders: (buyerUid: string) => spec(COLLECTIONS.orders, [['buyerUid', '==', buyerUid]], [['createdAt', 'desc']]),
  /** Bookings of a seller's books, newest first (Orders for my books, GET /sellerOrders). */
  sellerOrders: (sellerUid: string) =>
    spec(COLLECTIONS.orders, [['sellerUid', '==', sellerUid]], [['createdAt', 'desc']]),
  /** A seller's orders still waiting for them (Booked or Paid): the menu's count and the new-booking toast. */
  sellerOpenOrders: (sellerUid: string) =>
    spec(
      COLLECTIONS.orders,
      [
        ['sellerUid', '==', sellerUid],
        ['status', 'in', [...LIVE_ORDER_STATUSES]],
      ],
      [['createdAt', 'desc']],
    ),
  /** Server: live orders whose time has passed (DUE_MOVES), for the schedule. */
  dueOrders: (now: Date) =>
    spec(
      COLLECTIONS.orders,
      [
        ['status', 'in', [...LIVE_ORDER_STATUSES]],
        ['expiresAt', '<=', now],
      ],
      [['expiresAt', 'asc']],
    ),
  /** Server: sold orders whose contact copies are due to go, for the schedule. */
  dueContacts: (now: Date) => spec(COLLECTIONS.orders, [['contactsUntil', '<=', now]], [['contactsUntil', 'asc']]),
  /** Server: photos no listing took, uploaded before `before`, oldest first, for the sweep. */
  unattachedPhotos: (before: Date) =>
    spec(
      COLLECTIONS.photos,
      [
        ['productId', '==', null],
        ['createdAt', '<', before],
      ],
      [['createdAt', 'asc']],
    ),
  /** Server: every admin, so the last one keeps the role. */
  admins: () => spec(COLLECTIONS.users, [['role', '==', 'admin']], []),
  /** A seller's advertisements: My product marks its advertised books from one query. */
  sellerAdvertisements: (sellerUid: string) => spec(COLLECTIONS.advertisements, [['sellerUid', '==', sellerUid]], []),
  /** Open reports, newest first: the admin's Reports page groups them by target. */
  openReports: () => spec(COLLECTIONS.reports, [['status', '==', 'open']], [['createdAt', 'desc']]),
  /** The reports a person made, newest first (My reports). */
  myReports: (reporterUid: string) =>
    spec(COLLECTIONS.reports, [['reporterUid', '==', reporterUid]], [['createdAt', 'desc']]),
  /** Server: the open reports on one target, which a decision decides together. */
  targetOpenReports: (targetKind: string, targetId: string) =>
    spec(
      COLLECTIONS.reports,
      [
        ['targetKind', '==', targetKind],
        ['targetId', '==', targetId],
        ['status', '==', 'open'],
      ],
      [],
    ),
  allOrders: () => spec(COLLECTIONS.orders, [], [['createdAt', 'desc']]),
  allUsers: () => spec(COLLECTIONS.users, [], [['createdAt', 'desc']]),
  /** Buyers or sellers for the admin's tables. */
  usersByAccount: (account: AccountType) =>
    spec(COLLECTIONS.users, [['account', '==', account]], [['createdAt', 'desc']]),
  /** A person's saved books, newest first (the Saved page; the hearts read one page of ids). */
  savedBooks: (uid: string) => spec(savedBooksPath(uid), [], [['savedAt', 'desc']]),
  /** A person's saved searches, newest first (the Saved page; the API counts them). */
  savedSearches: (ownerUid: string) =>
    spec(COLLECTIONS.savedSearches, [['ownerUid', '==', ownerUid]], [['createdAt', 'desc']]),
  /** Server: the saved searches filed under some of a new listing's keys (at most IN_QUERY_LIMIT). */
  savedSearchesByKeys: (matchKeys: string[]) => spec(COLLECTIONS.savedSearches, [['matchKey', 'in', matchKeys]], []),
  /** A person's conversations, the newest message first (Messages, and the unread counts). */
  myConversations: (uid: string) =>
    spec(COLLECTIONS.conversations, [['parties', 'array-contains', uid]], [['lastMessageAt', 'desc']]),
  /** An order's messages, newest first (the conversation shows them oldest at the top). */
  orderMessages: (orderId: string) => spec(messagesPath(orderId), [], [['sentAt', 'desc']]),
  /** The bell's list: a person's own notifications, newest first (the rules admit no one else's). */
  myNotifications: (uid: string) => spec(notificationsPath(uid), [], [['createdAt', 'desc']]),
  /** The bell's badge, and mark all as read: a person's unread notifications. */
  unreadNotifications: (uid: string) => spec(notificationsPath(uid), [['readAt', '==', null]], []),
  /** A person's shown reviews (published or hidden), newest first: the seller page. */
  reviewsOf: (subjectUid: string) =>
    spec(
      COLLECTIONS.reviews,
      [
        ['subjectUid', '==', subjectUid],
        ['status', 'in', [...SHOWN_REVIEW_STATUSES]],
      ],
      [['publishedAt', 'desc']],
    ),
  /** Server: the reviews a person wrote (their name goes when the account does). */
  reviewsBy: (authorUid: string) => spec(COLLECTIONS.reviews, [['authorUid', '==', authorUid]], []),
  /** Server: pending reviews whose window has closed, for the schedule. */
  dueReviews: (now: Date) =>
    spec(
      COLLECTIONS.reviews,
      [
        ['status', '==', 'pending'],
        ['windowEndsAt', '<=', now],
      ],
      [['windowEndsAt', 'asc']],
    ),
  /** A seller's books on the shelves, newest first: the seller page. */
  sellerAvailableBooks: (sellerUid: string) =>
    spec(
      COLLECTIONS.products,
      [
        ['sellerUid', '==', sellerUid],
        ['productStatus', '==', 'Available'],
      ],
      [['postedAt', 'desc']],
    ),
} as const;

export type QueryName = keyof typeof QUERIES;
