// The English catalogue: one section per area, each in its own file. Loaded on demand, like the
// Bangla one (web/src/lib/i18n.ts), so the inactive language never ships in the initial script.
import { app } from './app';
import { auth } from './auth';
import { blog } from './blog';
import { booking } from './booking';
import { books } from './books';
import { common } from './common';
import { home } from './home';
import { messages } from './messages';
import { orders } from './orders';
import { pages } from './pages';
import { phone } from './phone';
import { products } from './products';
import { reports } from './reports';
import { reviews } from './reviews';
import { routes } from './routes';
import { terms } from './terms';
import { users } from './users';
import { notifications } from './notifications';
import { validation } from './validation';
import { saved } from './saved';
import { conversations } from './conversations';

export const en = {
  messages,
  validation,
  pages,
  phone,
  terms,
  common,
  app,
  routes,
  auth,
  blog,
  booking,
  books,
  home,
  orders,
  products,
  reports,
  users,
  notifications,
  saved,
  conversations,
  reviews,
};
export type Catalogue = typeof en;
