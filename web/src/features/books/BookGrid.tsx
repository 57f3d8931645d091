import { Grid } from '@mui/material';
import { toBookCard, type ProductDoc } from '@reshelf/domain';
import { startTransition, useEffect, useState } from 'react';
import type { Row } from '../../components/live-query';
import { LoadMore } from '../../components/LoadMore';
import type { Paged } from '../../components/paged-query';
import { CategoryBookCard, type CategoryBook } from './CategoryBookCard';

interface BookGridProps {
  books: Row<ProductDoc>[];
  page: Paged<unknown>;
  onOrder: (book: CategoryBook) => void;
  /** The signed-in reader: nobody orders their own listing. */
  viewerUid?: string;
}

// A phone's first screen holds about two cards; the rest follow a couple per commit, so no
// single task builds the whole page of cards and their styles.
const FIRST_CARDS = 2;
const NEXT_CARDS = 2;

/** How many of `total` cards to render: a few at first, then more after each commit. */
function useCardsShown(total: number) {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((n) => n + NEXT_CARDS));
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Listings as Book cards, two columns on wide screens, with Load more under them. */
export function BookGrid({ books, page, onOrder, viewerUid }: BookGridProps) {
  const shown = useCardsShown(books.length);
  return (
    <>
      <Grid
        container
        spacing={3}
        component="ul"
        aria-busy={shown < books.length}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {books.slice(0, shown).map((p) => (
          <Grid key={p._id} size={{ xs: 12, md: 6 }} component="li">
            <CategoryBookCard
              book={{ ...toBookCard(p._id, p), author: p.author }}
              onOrder={p.sellerUid === viewerUid ? undefined : onOrder}
            />
          </Grid>
        ))}
      </Grid>
      <LoadMore page={page} what="books" />
    </>
  );
}
