// The Bangla catalogue, section for section the English one: its type is the English catalogue's,
// so a key missing on either side fails the typecheck (and catalogues.test.ts).
import type { Catalogue } from '../en';
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

export const bn: Catalogue = {
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
