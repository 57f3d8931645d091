// The people, documents and operations of the rules matrix (matrix.test.ts holds the outcomes).
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  BOOKS_PAGE_SIZE,
  claimsOf,
  LIST_PAGE_SIZE,
  COLLECTIONS,
  MAX_CLIENT_QUERY_LIMIT,
  NOTIFICATIONS_PAGE_SIZE,
  notificationsPath,
  PRODUCT_CONTACT,
  photoSizePath,
  productContactPath,
  QUERIES,
  reportIdFor,
  UNREAD_SHOWN_MAX,
  savedBooksPath,
  messagesPath,
  MESSAGES_PAGE_SIZE,
  UNREAD_CONVERSATIONS_MAX,
  reviewIdFor,
  REVIEWS_PAGE_SIZE,
  type QuerySpec,
  type UserDoc,
} from '@reshelf/domain';
import {
  Bytes,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

export interface Caller {
  uid?: string;
  email?: string;
  /** The users document the claims trigger would mirror; absent for a user who has none yet. */
  user?: UserDoc;
  /** Claims an older ID token still carries, when they differ from the document's. */
  staleClaims?: UserDoc;
  /** The account is being deleted (`deletedAt` on its document). */
  deleted?: boolean;
  /** An admin suspended the account on a report (`suspendedAt` on its document). */
  suspended?: boolean;
}

const person = (uid: string, name: string, fields: Pick<UserDoc, 'account' | 'role' | 'status'>): Caller => {
  const email = `${uid}@rules.test`;
  return { uid, email, user: { name, email, ...fields } };
};

/** Columns of the matrix, in order. */
export const CALLERS = {
  anon: {},
  buyer: person('buyer', 'Nadia', { account: 'Buyer' }),
  buyer2: person('buyer-2', 'Rafiq', { account: 'Buyer' }),
  newSeller: person('seller-new', 'Farhana', { account: 'Seller' }),
  seller: person('seller', 'Tanvir', { account: 'Seller', status: 'verify' }),
  seller2: person('seller-2', 'Sabina', { account: 'Seller', status: 'verify' }),
  admin: person('admin', 'Admin', { account: 'Buyer', role: 'admin' }),
  // Users who do not (or no longer) have a profile: signing up, or deleted since their token.
  noDoc: { uid: 'no-doc', email: 'no-doc@rules.test' },
  // An admin demoted within the hour: the token still says admin, the document no longer does.
  demoted: {
    ...person('demoted', 'Karim', { account: 'Buyer' }),
    staleClaims: { name: 'Karim', email: 'demoted@rules.test', account: 'Buyer', role: 'admin' },
  },
  // An account an admin has started deleting, with the token it had.
  deleted: { ...person('deleted', 'Mallory', { account: 'Buyer' }), deleted: true },
  // A seller an admin suspended on a report, with the token it had.
  suspended: { ...person('suspended', 'Sumon', { account: 'Seller' }), suspended: true },
} satisfies Record<string, Caller>;
export type CallerName = keyof typeof CALLERS;

/** What a caller's ID token carries: the claims the users trigger sets from its document. */
export function contextOf(env: RulesTestEnvironment, c: Caller): RulesTestContext {
  if (!c.uid) return env.unauthenticatedContext();
  const claimed = c.staleClaims ?? c.user;
  return env.authenticatedContext(c.uid, { email: c.email, ...(claimed ? claimsOf(claimed) : {}) });
}

// rules-unit-testing hands out the compat Firestore; the modular functions unwrap it themselves.
export const firestoreOf = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;

/** The client query for a domain query; the app always pages (every list needs a limit). */
export function toQuery(db: Firestore, q: QuerySpec, max?: number) {
  return query(
    collection(db, q.collection),
    ...q.filters.map(([field, op, value]) => where(field, op, value)),
    ...q.orderBy.map(([field, dir]) => orderBy(field, dir)),
    ...(max === undefined ? [] : [limit(max)]),
  );
}

const at = (iso: string) => new Date(iso);
/** A dashboard list's page as the app asks for it (one more than it shows, to know of a next). */
const PAGE = LIST_PAGE_SIZE + 1;
const BUYER = CALLERS.buyer.uid!;
/** Every caller but the anonymous one. */
const WITH_UID = Object.values(CALLERS as Record<string, Caller>).filter((c) => c.uid);
/** The verified seller's book's cover photo. */
const PHOTO = 'a'.repeat(32);

function conversation(buyerUid: string, sellerUid: string, productId: string): DocumentData {
  return {
    parties: [buyerUid, sellerUid],
    buyerUid,
    sellerUid,
    productId,
    itemName: 'Dracula',
    buyerName: 'Nadia',
    sellerName: 'Tanvir',
    lastText: 'Is the spine torn?',
    lastSenderUid: buyerUid,
    lastMessageAt: at('2022-12-28'),
    unread: { [buyerUid]: 0, [sellerUid]: 1 },
  };
}
/** One message in each order's conversation. */
const MESSAGE = { senderUid: BUYER, text: 'Is the spine torn?', sentAt: at('2022-12-28') };
const messageDoc = (db: Firestore, orderId = 'buyer-order') => doc(db, messagesPath(orderId), 'first');

/** Documents written with rules off before the matrix runs; `sample` ids are what get, update and delete target. */
export const DATA: Record<string, Record<string, DocumentData>> = {
  [COLLECTIONS.users]: Object.fromEntries(
    WITH_UID.filter((c) => c.user).map((c) => [
      c.uid,
      {
        ...c.user,
        createdAt: at('2022-11-01'),
        updatedAt: at('2022-11-01'),
        ...(c.deleted ? { deletedAt: at('2022-12-30') } : {}),
        ...(c.suspended ? { suspendedAt: at('2022-12-30') } : {}),
      },
    ]),
  ),
  [COLLECTIONS.categories]: {
    horror: { name: 'Horror', picture: '/images/categories/horror.svg', position: 0, createdAt: at('2022-11-01') },
  },
  [COLLECTIONS.products]: {
    'sellers-book': {
      sellerUid: 'seller',
      productName: 'Dracula',
      keywords: ['dra', 'drac', 'dracu', 'dracul', 'dracula'],
      categoryId: 'horror',
      condition: 'Good',
      productStatus: 'Available',
      price: 250,
      postedAt: at('2022-12-03'),
    },
    'new-sellers-book': {
      sellerUid: 'seller-new',
      productName: 'Frankenstein',
      categoryId: 'horror',
      productStatus: 'Available',
      price: 220,
      postedAt: at('2022-12-06'),
    },
  },
  [COLLECTIONS.advertisements]: {
    'sellers-book': {
      product: { _id: 'sellers-book', productName: 'Dracula', image: '/images/books/dracula.svg', price: 250 },
      sellerUid: 'seller',
      createdAt: at('2022-12-04'),
    },
  },
  [COLLECTIONS.orders]: {
    'buyer-order': {
      productId: 'sellers-book',
      buyerUid: BUYER,
      sellerUid: 'seller',
      phone: '01712-345678',
      sellerPhone: '01812-456789',
      status: 'Booked',
      createdAt: at('2022-12-28'),
    },
    'buyer2-order': {
      productId: 'new-sellers-book',
      buyerUid: CALLERS.buyer2.uid,
      sellerUid: 'seller-new',
      status: 'Sold',
      createdAt: at('2022-12-29'),
    },
  },
  // Each caller's own report of the verified seller's book (the buyer's is the sample).
  [COLLECTIONS.reports]: Object.fromEntries(
    WITH_UID.map((c, i) => [
      reportIdFor(c.uid!, 'product', 'sellers-book'),
      {
        reporterUid: c.uid,
        targetKind: 'product',
        targetId: 'sellers-book',
        targetName: 'Dracula',
        targetOwnerUid: 'seller',
        targetOwnerName: 'Tanvir',
        reason: 'fake',
        text: 'Not the book in the photo.',
        status: 'open',
        createdAt: at(`2022-12-${10 + i}`),
      },
    ]),
  ),
  [COLLECTIONS.reportTargets]: { 'product_sellers-book': { open: [BUYER] } },
  [COLLECTIONS.newsletter]: { 'buyer-subscription': { email: CALLERS.buyer.email, createdAt: at('2022-12-01') } },
  [COLLECTIONS.buyerBookings]: { [BUYER]: { active: ['buyer-order'] } },
  [COLLECTIONS.rateLimits]: { 'booking:buyer': { count: 1 } },
  // The verified seller's book's cover; its bytes are the document under it (PHOTO_SIZE).
  [COLLECTIONS.photos]: {
    [PHOTO]: { ownerUid: 'seller', productId: 'sellers-book', color: '#7a5c3e', width: 640, height: 960 },
  },
  // Each caller's saved search for "dracula" (the buyer's is the sample), and their saved Dracula.
  [COLLECTIONS.savedSearches]: Object.fromEntries(
    WITH_UID.map((c, i) => [
      `search-${c.uid}`,
      { ownerUid: c.uid, words: ['dracula'], matchKey: 'dracula', createdAt: at(`2022-12-${10 + i}`) },
    ]),
  ),
  ...Object.fromEntries(
    WITH_UID.map((c) => [
      savedBooksPath(c.uid!),
      {
        'sellers-book': {
          productId: 'sellers-book',
          productName: 'Dracula',
          image: '/images/books/dracula.svg',
          price: 250,
          categoryId: 'horror',
          savedAt: at('2022-12-20'),
        },
      },
    ]),
  ),
  // One unread notification for every caller with a uid (the noDoc one too, as if left from before).
  ...Object.fromEntries(
    WITH_UID.map((c) => [
      notificationsPath(c.uid!),
      {
        note: {
          kind: 'booked',
          link: '/dashboard/sellerOrders',
          params: { book: 'Dracula', name: 'Nadia' },
          createdAt: at('2022-12-28'),
          readAt: null,
          expiresAt: at('2023-03-28'),
        },
      },
    ]),
  ),
  [COLLECTIONS.searchMatches]: { 'sellers-book_0': { notified: 1, at: at('2022-12-03') } },
  // The buyer's order's conversation (its book is reported), and buyer2's (nothing reported).
  [COLLECTIONS.conversations]: {
    'buyer-order': conversation(BUYER, 'seller', 'sellers-book'),
    'buyer2-order': conversation(CALLERS.buyer2.uid!, 'seller-new', 'new-sellers-book'),
  },
  [messagesPath('buyer-order')]: { first: MESSAGE },
  [messagesPath('buyer2-order')]: { first: { ...MESSAGE, senderUid: CALLERS.buyer2.uid } },
  // The second buyer's sale of the new seller's book: the buyer's review waits for the seller's
  // (pending, the sample); the seller's of the buyer is out; an older one of the seller was hidden.
  [COLLECTIONS.reviews]: {
    [reviewIdFor('buyer2-order', 'buyer')]: {
      ...reviewFields('buyer2-order', 'buyer', CALLERS.buyer2.uid, 'seller-new'),
      status: 'pending',
      stars: 1,
      text: 'Never again.',
    },
    [reviewIdFor('buyer2-order', 'seller')]: {
      ...reviewFields('buyer2-order', 'seller', 'seller-new', CALLERS.buyer2.uid),
      status: 'published',
      stars: 5,
      text: 'Paid on time.',
      publishedAt: at('2023-01-02'),
    },
    [reviewIdFor('old-order', 'buyer')]: {
      ...reviewFields('old-order', 'buyer', BUYER, 'seller-new'),
      status: 'hidden',
      publishedAt: at('2022-12-20'),
      hiddenAt: at('2022-12-21'),
      hiddenBy: 'admin',
    },
  },
  [COLLECTIONS.sellerProfiles]: {
    'seller-new': {
      name: 'Farhana',
      badges: { emailVerified: true, phoneVerified: true, verifiedByReshelf: false },
      memberSince: at('2022-11-01'),
      booksSold: 1,
      rating: { average: 0, count: 0, sum: 0 },
    },
  },
};

/** A review's fields but its status, stars and text. */
function reviewFields(
  orderId: string,
  side: 'buyer' | 'seller',
  authorUid: string | undefined,
  subjectUid: string | undefined,
) {
  return {
    orderId,
    side,
    authorUid,
    authorName: 'Someone',
    subjectUid,
    itemName: 'Frankenstein',
    createdAt: at('2022-12-30'),
    windowEndsAt: at('2023-01-12'),
  };
}

/** The cover's 960 px size: no client reads the bytes but through GET /api/photos. */
const PHOTO_SIZE = {
  data: Bytes.fromUint8Array(new Uint8Array([82, 73, 70, 70])),
  contentType: 'image/webp',
  etag: 'x',
};
const photoSizeDoc = (db: Firestore) => doc(db, photoSizePath(PHOTO, 960));

/** The caller's own notification (the buyer's for one without a uid). */
const ownNote = (db: Firestore, c: Caller) => doc(db, notificationsPath(c.uid ?? BUYER), 'note');

/** The verified seller's book's private contact document. */
const CONTACT = { sellerUid: 'seller', sellerEmail: 'seller@rules.test', phone: '01812-456789' };
const contactDoc = (db: Firestore) => doc(db, productContactPath('sellers-book'));

export async function seedData(env: RulesTestEnvironment) {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = firestoreOf(ctx);
    for (const [name, docs] of Object.entries(DATA)) {
      for (const [id, data] of Object.entries(docs)) await setDoc(doc(db, name, id), data);
    }
    await setDoc(contactDoc(db), CONTACT);
    await setDoc(photoSizeDoc(db), PHOTO_SIZE);
  });
}

type Operation = (db: Firestore, caller: Caller) => Promise<unknown>;

/** How each collection is read and written, and which document a client would try to create. */
interface Target {
  sample: string;
  /** The list query the app makes, from domain QUERIES where there is one. */
  intended: (caller: Caller) => QuerySpec;
  /** The page the app asks for, where the rules require one. */
  pageSize?: number;
  created: [id: string, data: DocumentData];
  patch: DocumentData;
  /** Operations beyond the six every collection has. */
  extra?: Record<string, Operation>;
}

const TARGETS: Record<string, Target> = {
  [COLLECTIONS.users]: {
    sample: BUYER,
    intended: () => QUERIES.usersByAccount('Seller'),
    pageSize: PAGE,
    created: ['new-user', { name: 'Mallory', email: 'mallory@rules.test', account: 'Buyer' }],
    patch: { role: 'admin' },
    extra: {
      'get own': (db, c) => getDoc(doc(db, COLLECTIONS.users, c.uid ?? BUYER)),
      // Promoting oneself by writing one's own document (a create for the user who has none).
      'set own admin': (db, c) =>
        setDoc(doc(db, COLLECTIONS.users, c.uid ?? 'anonymous'), { role: 'admin', status: 'verify' }, { merge: true }),
      // The bell: one's own notifications, its page and its unread count; nobody else's.
      'get own note': (db, c) => getDoc(ownNote(db, c)),
      "get buyer's note": (db) => getDoc(doc(db, notificationsPath(BUYER), 'note')),
      'list own notes': (db, c) =>
        getDocs(toQuery(db, QUERIES.myNotifications(c.uid ?? BUYER), NOTIFICATIONS_PAGE_SIZE + 1)),
      'list own unread': (db, c) =>
        getDocs(toQuery(db, QUERIES.unreadNotifications(c.uid ?? BUYER), UNREAD_SHOWN_MAX + 1)),
      'list notes no limit': (db, c) => getDocs(toQuery(db, QUERIES.myNotifications(c.uid ?? BUYER))),
      'list notes of 51': (db, c) =>
        getDocs(toQuery(db, QUERIES.myNotifications(c.uid ?? BUYER), MAX_CLIENT_QUERY_LIMIT + 1)),
      "list buyer's notes": (db) => getDocs(toQuery(db, QUERIES.myNotifications(BUYER), NOTIFICATIONS_PAGE_SIZE + 1)),
      'list every note': (db) => getDocs(query(collectionGroup(db, 'notifications'), limit(10))),
      'create own note': (db, c) =>
        setDoc(doc(db, notificationsPath(c.uid ?? BUYER), 'forged'), { kind: 'sold', link: 'https://evil.test' }),
      'mark own note read': (db, c) => updateDoc(ownNote(db, c), { readAt: new Date() }),
      'delete own note': (db, c) => deleteDoc(ownNote(db, c)),
    },
  },
  [COLLECTIONS.categories]: {
    sample: 'horror',
    intended: () => QUERIES.categories(),
    pageSize: PAGE,
    extra: {
      'list page of 50': (db) => getDocs(toQuery(db, QUERIES.categories(), MAX_CLIENT_QUERY_LIMIT)),
      'list page of 51': (db) => getDocs(toQuery(db, QUERIES.categories(), MAX_CLIENT_QUERY_LIMIT + 1)),
    },
    created: ['romance', { name: 'Romance', picture: '/images/categories/romance.svg', position: 3 }],
    patch: { name: 'Changed' },
  },
  [COLLECTIONS.products]: {
    sample: 'sellers-book',
    intended: () => QUERIES.categoryBooks('horror'),
    pageSize: BOOKS_PAGE_SIZE + 1,
    extra: {
      // The search page's and a filtered category page's queries, as a buyer makes them.
      'list search': (db) =>
        getDocs(
          toQuery(
            db,
            QUERIES.books({ keyword: 'dracula' }, { sort: 'price-desc', condition: 'Good' }),
            BOOKS_PAGE_SIZE + 1,
          ),
        ),
      'list by price': (db) =>
        getDocs(
          toQuery(
            db,
            QUERIES.books({ categoryId: 'horror' }, { sort: 'price-asc', minPrice: 100, maxPrice: 300 }),
            BOOKS_PAGE_SIZE + 1,
          ),
        ),
      // The largest page a client may ask for, and one more: no client copies the catalogue.
      'list page of 50': (db) => getDocs(toQuery(db, QUERIES.categoryBooks('horror'), MAX_CLIENT_QUERY_LIMIT)),
      'list page of 51': (db) => getDocs(toQuery(db, QUERIES.categoryBooks('horror'), MAX_CLIENT_QUERY_LIMIT + 1)),
      // The seller's email and phone, kept out of the listing documents.
      'get contact': (db) => getDoc(contactDoc(db)),
      'list contacts': (db) =>
        getDocs(collection(db, COLLECTIONS.products, 'sellers-book', PRODUCT_CONTACT.collection)),
      'write contact': (db) => setDoc(contactDoc(db), { ...CONTACT, phone: '01999-999999' }),
    },
    created: ['new-book', { sellerUid: 'seller', productName: 'Ivanhoe', categoryId: 'horror', price: 1 }],
    patch: { price: 1, productStatus: 'Sold' },
  },
  [COLLECTIONS.advertisements]: {
    sample: 'sellers-book',
    intended: () => QUERIES.advertisements(),
    pageSize: PAGE,
    extra: {
      'list page of 51': (db) => getDocs(toQuery(db, QUERIES.advertisements(), MAX_CLIENT_QUERY_LIMIT + 1)),
      // My product's query for the seller's advertised books.
      'list seller page': (db, c) =>
        getDocs(toQuery(db, QUERIES.sellerAdvertisements(c.uid ?? 'seller'), MAX_CLIENT_QUERY_LIMIT)),
    },
    created: ['new-sellers-book', { product: { _id: 'new-sellers-book', price: 1 }, sellerUid: 'seller-new' }],
    patch: { 'product.price': 1 },
  },
  [COLLECTIONS.orders]: {
    sample: 'buyer-order',
    intended: (c) => QUERIES.buyerOrders(c.uid ?? BUYER),
    pageSize: PAGE,
    created: ['new-order', { productId: 'sellers-book', buyerUid: BUYER, status: 'Booked' }],
    patch: { status: 'Sold' },
    extra: {
      // Someone else's orders, by asking with the buyer's uid.
      "list buyer's": (db) => getDocs(toQuery(db, QUERIES.buyerOrders(BUYER), PAGE)),
      // Orders for my books, and the menu's count of open bookings, as each caller asks for their own.
      'list own sales': (db, c) => getDocs(toQuery(db, QUERIES.sellerOrders(c.uid ?? 'seller'), PAGE)),
      'list own open': (db, c) => getDocs(toQuery(db, QUERIES.sellerOpenOrders(c.uid ?? 'seller'), PAGE)),
      'list own page of 51': (db, c) =>
        getDocs(toQuery(db, QUERIES.buyerOrders(c.uid ?? BUYER), MAX_CLIENT_QUERY_LIMIT + 1)),
      // The verified seller's sales, asked for by someone else.
      "list seller's": (db) => getDocs(toQuery(db, QUERIES.sellerOrders('seller'), PAGE)),
      // The order's conversation: the buyer's order (its book is reported) and buyer2's (not reported).
      'get message': (db) => getDoc(messageDoc(db)),
      'list messages': (db) => getDocs(toQuery(db, QUERIES.orderMessages('buyer-order'), MESSAGES_PAGE_SIZE + 1)),
      'list messages unlimited': (db) => getDocs(toQuery(db, QUERIES.orderMessages('buyer-order'))),
      'list messages of 51': (db) =>
        getDocs(toQuery(db, QUERIES.orderMessages('buyer-order'), MAX_CLIENT_QUERY_LIMIT + 1)),
      'get unreported message': (db) => getDoc(messageDoc(db, 'buyer2-order')),
      'list unreported messages': (db) =>
        getDocs(toQuery(db, QUERIES.orderMessages('buyer2-order'), MESSAGES_PAGE_SIZE + 1)),
      'write message': (db) => setDoc(doc(db, messagesPath('buyer-order'), 'mine'), MESSAGE),
      'update message': (db) => updateDoc(messageDoc(db), { text: 'Changed' }),
    },
  },
  [COLLECTIONS.reports]: {
    sample: reportIdFor(BUYER, 'product', 'sellers-book'),
    // My reports.
    intended: (c) => QUERIES.myReports(c.uid ?? BUYER),
    pageSize: PAGE,
    created: [
      'new-report',
      { reporterUid: BUYER, targetKind: 'product', targetId: 'sellers-book', reason: 'scam', status: 'open' },
    ],
    patch: { status: 'decided', outcome: 'removed' },
    extra: {
      'get own': (db, c) =>
        getDoc(doc(db, COLLECTIONS.reports, reportIdFor(c.uid ?? 'anonymous', 'product', 'sellers-book'))),
      'list own page of 51': (db, c) =>
        getDocs(toQuery(db, QUERIES.myReports(c.uid ?? BUYER), MAX_CLIENT_QUERY_LIMIT + 1)),
      // Someone else's reports, by asking with the buyer's uid.
      "list buyer's": (db) => getDocs(toQuery(db, QUERIES.myReports(BUYER), PAGE)),
      // The admin's Reports page.
      'list open': (db) => getDocs(toQuery(db, QUERIES.openReports(), PAGE)),
      'list open unlimited': (db) => getDocs(toQuery(db, QUERIES.openReports())),
      'list open of 51': (db) => getDocs(toQuery(db, QUERIES.openReports(), MAX_CLIENT_QUERY_LIMIT + 1)),
    },
  },
  [COLLECTIONS.reportTargets]: {
    sample: 'product_sellers-book',
    intended: () => ({ collection: COLLECTIONS.reportTargets, filters: [], orderBy: [] }),
    created: ['user_seller', { open: [] }],
    patch: { open: [] },
  },
  [COLLECTIONS.buyerBookings]: {
    sample: BUYER,
    intended: () => ({ collection: COLLECTIONS.buyerBookings, filters: [], orderBy: [] }),
    created: ['seller', { active: [] }],
    patch: { active: [] },
  },
  [COLLECTIONS.rateLimits]: {
    sample: 'booking:buyer',
    intended: () => ({ collection: COLLECTIONS.rateLimits, filters: [], orderBy: [] }),
    created: ['booking:seller', { count: 0 }],
    patch: { count: 0 },
  },
  [COLLECTIONS.photos]: {
    sample: PHOTO,
    intended: () => ({ collection: COLLECTIONS.photos, filters: [], orderBy: [] }),
    created: ['b'.repeat(32), { ownerUid: 'seller', productId: null }],
    patch: { productId: null },
    extra: {
      'get size': (db) => getDoc(photoSizeDoc(db)),
      'list sizes': (db) => getDocs(collection(db, COLLECTIONS.photos, PHOTO, 'sizes')),
      'write size': (db) => setDoc(photoSizeDoc(db), { ...PHOTO_SIZE, etag: 'y' }),
    },
  },
  [COLLECTIONS.conversations]: {
    sample: 'buyer-order',
    // Messages, and the unread counts of the menu and the order rows.
    intended: (c) => QUERIES.myConversations(c.uid ?? BUYER),
    pageSize: UNREAD_CONVERSATIONS_MAX,
    created: ['new-order', conversation(BUYER, 'seller', 'sellers-book')],
    patch: { unread: {} },
    extra: {
      // Someone else's conversations, by asking with the buyer's uid.
      "list buyer's": (db) => getDocs(toQuery(db, QUERIES.myConversations(BUYER), UNREAD_CONVERSATIONS_MAX)),
      'list own page of 51': (db, c) =>
        getDocs(toQuery(db, QUERIES.myConversations(c.uid ?? BUYER), MAX_CLIENT_QUERY_LIMIT + 1)),
      'get unreported': (db) => getDoc(doc(db, COLLECTIONS.conversations, 'buyer2-order')),
    },
  },
  [COLLECTIONS.reviews]: {
    // The second buyer's review, still pending.
    sample: reviewIdFor('buyer2-order', 'buyer'),
    // The seller page's reviews of the new seller.
    intended: () => QUERIES.reviewsOf('seller-new'),
    pageSize: REVIEWS_PAGE_SIZE + 1,
    created: [
      reviewIdFor('buyer-order', 'buyer'),
      { ...reviewFields('buyer-order', 'buyer', BUYER, 'seller'), stars: 5 },
    ],
    patch: { status: 'published' },
    extra: {
      'get published': (db) => getDoc(doc(db, COLLECTIONS.reviews, reviewIdFor('buyer2-order', 'seller'))),
      'get hidden': (db) => getDoc(doc(db, COLLECTIONS.reviews, reviewIdFor('old-order', 'buyer'))),
      // Every review of the new seller, the pending one included.
      'list any status': (db) =>
        getDocs(query(collection(db, COLLECTIONS.reviews), where('subjectUid', '==', 'seller-new'), limit(PAGE))),
      'list pending': (db) =>
        getDocs(query(collection(db, COLLECTIONS.reviews), where('status', '==', 'pending'), limit(PAGE))),
      // One's own reviews, pending or not.
      'list own': (db, c) =>
        getDocs(query(collection(db, COLLECTIONS.reviews), where('authorUid', '==', c.uid ?? BUYER), limit(PAGE))),
      'publish own': (db) =>
        updateDoc(doc(db, COLLECTIONS.reviews, reviewIdFor('buyer2-order', 'buyer')), { status: 'published' }),
    },
  },
  [COLLECTIONS.sellerProfiles]: {
    sample: 'seller-new',
    intended: () => ({ collection: COLLECTIONS.sellerProfiles, filters: [], orderBy: [] }),
    pageSize: PAGE,
    created: ['buyer', { name: 'Nadia', booksSold: 99, rating: { average: 5, count: 99, sum: 495 } }],
    patch: { rating: { average: 5, count: 1, sum: 5 } },
  },
  [COLLECTIONS.newsletter]: {
    sample: 'buyer-subscription',
    intended: (c) => ({ collection: COLLECTIONS.newsletter, filters: [['email', '==', c.email ?? null]], orderBy: [] }),
    created: ['new-subscriber', { email: 'someone@rules.test' }],
    patch: { email: 'changed@rules.test' },
  },
  // Saved searches, and in the "book" rows saved books (users/{uid}/saved).
  [COLLECTIONS.savedSearches]: {
    sample: `search-${BUYER}`,
    intended: (c) => QUERIES.savedSearches(c.uid ?? BUYER),
    pageSize: PAGE,
    created: ['new-search', { ownerUid: BUYER, words: ['carmilla'], matchKey: 'carmilla' }],
    patch: { words: ['carmilla'], matchKey: 'carmilla' },
    extra: {
      'get own': (db, c) => getDoc(doc(db, COLLECTIONS.savedSearches, `search-${c.uid ?? 'anonymous'}`)),
      'list own page of 51': (db, c) =>
        getDocs(toQuery(db, QUERIES.savedSearches(c.uid ?? BUYER), MAX_CLIENT_QUERY_LIMIT + 1)),
      "list buyer's": (db) => getDocs(toQuery(db, QUERIES.savedSearches(BUYER), PAGE)),
      "get buyer's book": (db) => getDoc(doc(db, savedBooksPath(BUYER), 'sellers-book')),
      'get own book': (db, c) => getDoc(doc(db, savedBooksPath(c.uid ?? 'anonymous'), 'sellers-book')),
      // The Saved page's list, and the hearts' one page of saved ids.
      'list own books': (db, c) =>
        getDocs(toQuery(db, QUERIES.savedBooks(c.uid ?? 'anonymous'), MAX_CLIENT_QUERY_LIMIT)),
      'list books of 51': (db, c) =>
        getDocs(toQuery(db, QUERIES.savedBooks(c.uid ?? 'anonymous'), MAX_CLIENT_QUERY_LIMIT + 1)),
      "list buyer's books": (db) => getDocs(toQuery(db, QUERIES.savedBooks(BUYER), PAGE)),
      'write own book': (db, c) =>
        setDoc(doc(db, savedBooksPath(c.uid ?? 'anonymous'), 'new-book'), { productId: 'new-book', price: 1 }),
      "delete buyer's book": (db) => deleteDoc(doc(db, savedBooksPath(BUYER), 'sellers-book')),
    },
  },
  [COLLECTIONS.searchMatches]: {
    sample: 'sellers-book_0',
    intended: () => ({ collection: COLLECTIONS.searchMatches, filters: [], orderBy: [] }),
    created: ['new-sellers-book_0', { notified: 0 }],
    patch: { notified: 0 },
  },
};

export const BASE_OPERATIONS = [
  'get',
  'list intended',
  'list unlimited',
  'list unfiltered',
  'create',
  'update',
  'delete',
] as const;

/** Every operation of every collection, by collection and name. */
export const OPERATIONS: Record<string, Record<string, Operation>> = Object.fromEntries(
  Object.entries(TARGETS).map(([name, t]) => {
    const sample = (db: Firestore) => doc(db, name, t.sample);
    const ops: Record<(typeof BASE_OPERATIONS)[number], Operation> = {
      get: (db) => getDoc(sample(db)),
      'list intended': (db, c) => getDocs(toQuery(db, t.intended(c), t.pageSize)),
      // The app's query without its limit: no client reads a whole list in one query.
      'list unlimited': (db, c) => getDocs(toQuery(db, t.intended(c))),
      'list unfiltered': (db) => getDocs(collection(db, name)),
      create: (db) => setDoc(doc(db, name, t.created[0]), t.created[1]),
      update: (db) => updateDoc(sample(db), t.patch),
      delete: (db) => deleteDoc(sample(db)),
    };
    return [name, { ...ops, ...t.extra }];
  }),
);
