// The app's page paths that more than the web needs: the API writes them into notifications' links.

/** Where every book page's path starts (the boot script knows a book's page by it). */
export const BOOK_PATH_PREFIX = '/books/';

/** A listing's book page, where cards, search results, offers and a saved search's match lead. */
export const bookPath = (id: string) => `${BOOK_PATH_PREFIX}${encodeURIComponent(id)}`;

/** A category's shelf, where Home's categories and a book page's way back lead. */
export const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`;

/** The public seller page of a person. */
export const sellerPagePath = (uid: string) => `/sellers/${encodeURIComponent(uid)}`;

/** The Messages page and one order's conversation. */
export const MESSAGES_PATH = '/dashboard/messages';
export const conversationPath = (orderId: string) => `${MESSAGES_PATH}/${encodeURIComponent(orderId)}`;

/** Each party's orders page. */
export const ORDERS_PATHS = { buyer: '/dashboard/myOrders', seller: '/dashboard/sellerOrders' } as const;

/** The reporter's own reports, where a decision on one shows. */
export const MY_REPORTS_PATH = '/dashboard/myReports';
