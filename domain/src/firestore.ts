/** Collection names, fixed once for the rules, the API, the seed and the SPA. */
export const COLLECTIONS = {
  users: 'users',
  categories: 'categories',
  products: 'products',
  advertisements: 'advertisements',
  orders: 'orders',
  newsletter: 'newsletter',
  reports: 'reports',
  /** Server-only: who has an open report on each target (ReportTargetDoc). */
  reportTargets: 'reportTargets',
  /** Server-only: each buyer's Booked orders (BuyerBookingsDoc). */
  buyerBookings: 'buyerBookings',
  /** Server-only: listings' photos (PhotoDoc), each size a document under its photo. */
  photos: 'photos',
  /** Server-only: the API's rate-limit counters. */
  rateLimits: 'rateLimits',
  /** People's saved searches (SavedSearchDoc), read by their owners and the new-listing trigger. */
  savedSearches: 'savedSearches',
  /** Server-only: listings whose saved searches were notified (SearchMatchDoc). */
  searchMatches: 'searchMatches',
  /** Each order's conversation summary (ConversationDoc), written by the API; the two parties read it. */
  conversations: 'conversations',
  /** Reviews after a sale (ReviewDoc), `{orderId}_{side}`. */
  reviews: 'reviews',
  /** Every member's public profile (SellerProfileDoc). */
  sellerProfiles: 'sellerProfiles',
} as const;

/** A listing's private contact document: `products/{id}/private/contact`. */
export const PRODUCT_CONTACT = { collection: 'private', id: 'contact' } as const;
export const productContactPath = (productId: string) =>
  `${COLLECTIONS.products}/${productId}/${PRODUCT_CONTACT.collection}/${PRODUCT_CONTACT.id}`;

/** Whether `id` can name a Firestore document; any other id names nothing (a 404, a not-found page). */
export const isDocId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
