// Each page's browser-tab title and its description for search results and link previews, by the
// page's name; the texts are in the catalogues (i18n/en/pages.ts). The web sets them as a page
// shows; the prerender writes them into the page's HTML.
import type { Catalogue } from './i18n/en';

export interface PageMeta {
  title: string;
  description: string;
}

export type PageName = Exclude<keyof Catalogue['pages'], 'titled'>;

export const PAGES = {
  home: 'home',
  blog: 'blog',
  premium: 'premium',
  category: 'category',
  login: 'login',
  signUp: 'signUp',
  authAction: 'authAction',
  search: 'search',
  book: 'book',
  notFound: 'notFound',
  error: 'error',
  dashboard: 'dashboard',
  allUsers: 'allUsers',
  allOrders: 'allOrders',
  sellers: 'sellers',
  buyers: 'buyers',
  myOrders: 'myOrders',
  addProduct: 'addProduct',
  myProduct: 'myProduct',
  sellerOrders: 'sellerOrders',
  reports: 'reports',
  myReports: 'myReports',
  saved: 'saved',
  messages: 'messages',
  conversation: 'conversation',
  seller: 'seller',
} as const satisfies { [P in PageName]: P };
