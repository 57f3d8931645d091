import { Grid } from '@mui/material';
import { toBookCard, type ProductDoc } from '@reshelf/domain';
import type { Row } from '../../lib/live-query';
import { LoadMore } from '../../components/LoadMore';
import type { Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { CategoryBookCard, type CategoryBook } from './CategoryBookCard';

interface BookGridProps {
  books: Row<ProductDoc>[];
  page: Paged<unknown>;
  onOrder: (book: CategoryBook) => void;
  /** The signed-in reader: nobody orders their own listing. */
  viewerUid?: string;
}

/** The cards of the first row (two columns on wide screens): their covers are in the first screen. */
const FIRST_ROW = 2;

/** Listings as Book cards, two columns on wide screens, with Load more under them. */
export function BookGrid({ books, page, onOrder, viewerUid }: BookGridProps) {
  const { t } = useTranslation();
  return (
    <>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {books.map((p, i) => (
          <Grid key={p._id} size={{ xs: 12, md: 6 }} component="li">
            <CategoryBookCard
              book={{ ...toBookCard(p._id, p), author: p.author }}
              onOrder={p.sellerUid === viewerUid ? undefined : onOrder}
              eager={i < FIRST_ROW}
            />
          </Grid>
        ))}
      </Grid>
      <LoadMore page={page} what={t('books.loadMore')} />
    </>
  );
}
