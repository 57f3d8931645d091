import { Typography } from '@mui/material';
import { BOOKS_PAGE_SIZE, QUERIES, type BookView, type ProductDoc } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { usePagedQuery } from '../../components/paged-query';
import { BookGrid } from './BookGrid';
import type { CategoryBook } from './CategoryBookCard';

interface CategoryBooksProps {
  categoryId: string;
  view: BookView;
  /** Sort and filters, between the heading and the books. */
  controls: ReactNode;
  onOrder: (book: CategoryBook) => void;
  /** Shown instead when no available book matches. */
  empty: ReactNode;
}

/** The category page's heading and introduction. */
export function ShelfHeading({ name }: { name: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Every book on this shelf is available right now. Book a copy and meet the seller to pay.
      </Typography>
    </>
  );
}

/**
 * A category's available books under its name, sorted and filtered as the view says, a page at
 * a time. The list is live: a booked book leaves it by itself. The name comes from the books
 * themselves, so a page view reads one page of books (and one more, for Load more) only.
 */
export function CategoryBooks({ categoryId, view, controls, onOrder, empty }: CategoryBooksProps) {
  const page = usePagedQuery<ProductDoc>(QUERIES.books({ categoryId }, view), BOOKS_PAGE_SIZE);
  if (page.rows.length === 0) return empty;
  return (
    <>
      <ShelfHeading name={page.rows[0]!.categoryName} />
      {controls}
      <BookGrid books={page.rows} page={page} onOrder={onOrder} />
    </>
  );
}
