import type { books as en } from '../en/books';

export const books: typeof en = {};
