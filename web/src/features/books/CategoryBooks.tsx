import { Grid } from '@mui/material';
import { BOOKS_PAGE_SIZE, QUERIES, toBookCard, type ProductDoc } from '@reshelf/domain';
import { EmptyState } from '../../components/DataRegion';
import { LoadMore } from '../../components/LoadMore';
import { usePagedQuery } from '../../components/paged-query';
import { CategoryBookCard, type CategoryBook } from './CategoryBookCard';

interface CategoryBooksProps {
  categoryId: string;
  onOrder: (book: CategoryBook) => void;
}

/**
 * A category's available books, newest first, a page at a time, two columns on wide screens.
 * The list is live: a booked book leaves it by itself.
 */
export function CategoryBooks({ categoryId, onOrder }: CategoryBooksProps) {
  const page = usePagedQuery<ProductDoc>(QUERIES.categoryBooks(categoryId), BOOKS_PAGE_SIZE);
  const books = page.rows.map((p) => ({ ...toBookCard(p._id, p), author: p.author }));

  if (books.length === 0) {
    return (
      <EmptyState
        title="No books on this shelf right now"
        hint="Every copy here has found a reader. Sellers add books every day, so check back soon."
      />
    );
  }
  return (
    <>
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
