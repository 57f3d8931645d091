import { Grid } from '@mui/material';
import type { ProductDoc } from '@reshelf/domain';
import { memo } from 'react';
import type { Row } from '../../lib/live-query';
import { LoadMore } from '../../components/LoadMore';
import type { Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { CategoryBookCard, toCategoryBook, type BookHeart, type CategoryBook } from './CategoryBookCard';
import { useRememberedListings } from './remember-listings';

interface BookGridProps {
  books: Row<ProductDoc>[];
  page: Paged<unknown>;
  onOrder: (book: CategoryBook) => void;
  /** The signed-in reader: nobody orders their own listing. */
  viewerUid?: string;
  /** Drawn on each card (the saved heart). */
  Heart?: BookHeart;
}

/** The cards of the first row (two columns on wide screens): their covers are in the first screen. */
const FIRST_ROW = 2;

interface BookGridItemProps {
  book: Row<ProductDoc>;
  onOrder?: (book: CategoryBook) => void;
  eager: boolean;
  Heart?: BookHeart;
}

/** One card, drawn again only when its listing changed: a live list keeps the rows that did not. */
const BookGridItem = memo(function BookGridItem({ book, onOrder, eager, Heart }: BookGridItemProps) {
  return (
    <Grid size={{ xs: 12, md: 6 }} component="li">
      <CategoryBookCard
        book={toCategoryBook(book._id, book)}
        onOrder={onOrder}
        eager={eager}
        heart={Heart && <Heart productId={book._id} name={book.productName} />}
      />
    </Grid>
  );
});

/** Listings as Book cards, two columns on wide screens, with Load more under them. */
export function BookGrid({ books, page, onOrder, viewerUid, Heart }: BookGridProps) {
  const { t } = useTranslation();
  useRememberedListings(books);
  return (
    <>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {books.map((p, i) => (
          <BookGridItem
            key={p._id}
            book={p}
            onOrder={p.sellerUid === viewerUid ? undefined : onOrder}
            eager={i < FIRST_ROW}
            Heart={Heart}
          />
        ))}
      </Grid>
      <LoadMore page={page} what={t('books.loadMore')} />
    </>
  );
}
