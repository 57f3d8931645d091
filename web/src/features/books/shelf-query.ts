import { BOOKS_PAGE_SIZE, QUERIES, readBookView, type BookView } from '@reshelf/domain';
import { prefetchFirstPage } from '../../lib/first-page';

/** A category's shelf as a paged query: its available books as the view sorts and filters them. */
export const shelfQuery = (categoryId: string, view: BookView) => ({
  spec: QUERIES.books({ categoryId }, view),
  pageSize: BOOKS_PAGE_SIZE,
});

/** Reads the shelf's first page as a sign-in ends, for a reader returning to it (`search`: its view). */
export function prefetchShelf(categoryId: string, search: string) {
  const params = new URLSearchParams(search);
  const { spec, pageSize } = shelfQuery(
    categoryId,
    readBookView((name) => params.get(name)),
  );
  prefetchFirstPage(spec, pageSize);
}
