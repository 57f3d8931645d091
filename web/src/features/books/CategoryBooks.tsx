import { Grid, Typography } from '@mui/material';
import { BOOKS_PAGE_SIZE, QUERIES, toBookCard, type ProductDoc } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { LoadMore } from '../../components/LoadMore';
import { usePagedQuery } from '../../components/paged-query';
import { CategoryBookCard, type CategoryBook } from './CategoryBookCard';

interface CategoryBooksProps {
  categoryId: string;
  onOrder: (book: CategoryBook) => void;
  /** Shown instead when the shelf has no available book. */
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
        Every book on this shelf is available right now, newest first. Book a copy and meet the seller to pay.
      </Typography>
    </>
  );
}

/**
 * A category's available books under its name, newest first, a page at a time, two columns on
 * wide screens. The list is live: a booked book leaves it by itself. The name comes from the
 * books themselves, so a page view reads one page of books (and one more, for Load more) only.
 */
export function CategoryBooks({ categoryId, onOrder, empty }: CategoryBooksProps) {
  const page = usePagedQuery<ProductDoc>(QUERIES.categoryBooks(categoryId), BOOKS_PAGE_SIZE);
  const books = page.rows.map((p) => ({ ...toBookCard(p._id, p), author: p.author }));

  if (books.length === 0) return empty;
  return (
    <>
      <ShelfHeading name={page.rows[0]!.categoryName} />
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {books.map((book) => (
          <Grid key={book._id} size={{ xs: 12, md: 6 }} component="li">
            <CategoryBookCard book={book} onOrder={onOrder} />
          </Grid>
        ))}
      </Grid>
      <LoadMore page={page} what="books" />
    </>
  );
}
