import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import type { ProductDoc, SavedBookDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { bookPath } from '../../components/book-path';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import { Photo } from '../../components/Photo';
import { useLiveDoc, type Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useRemoveSavedBook } from './saved-api';

type BookState = ProductDoc['productStatus'] | 'gone';
const STATE_COLOR = {
  Available: 'success',
  Booked: 'warning',
  Sold: 'default',
  Hidden: 'default',
  gone: 'default',
} as const;

/** The listing as it is now: its state, or gone once the server says it no longer exists. */
function useBookState(productId: string): BookState | undefined {
  const { data, fromCache } = useLiveDoc<ProductDoc>(`products/${productId}`, { suspense: false });
  if (!data) return fromCache ? undefined : 'gone';
  return data.hiddenFor ? 'Hidden' : data.productStatus;
}

function SavedBookRow({ book }: { book: Row<SavedBookDoc> }) {
  const { t } = useTranslation();
  const { price } = useFormat();
  const state = useBookState(book._id);
  const remove = useRemoveSavedBook();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px 1fr',
        columnGap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Photo image={book.image} alt="" title={book.productName} sizes="56px" width={56} height={84} />
      <Stack spacing={0.75} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {state === 'gone' ? (
            book.productName
          ) : (
            <Link component={RouterLink} to={bookPath(book._id)}>
              {book.productName}
            </Link>
          )}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2">{price(book.price)}</Typography>
          {state && (
            <Chip size="small" color={STATE_COLOR[state]} variant="outlined" label={t(`saved.books.state.${state}`)} />
          )}
        </Stack>
        <Button
          size="small"
          onClick={() => void remove.run(book._id)}
          loading={remove.pending}
          aria-label={t('saved.books.removeLabel', { name: book.productName })}
        >
          {t('saved.books.remove')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The saved books, newest first, each with the listing's state now (a sold one marked so), live. */
export function SavedBooksList({ page }: { page: Paged<SavedBookDoc> }) {
  const { t } = useTranslation();
  return (
    <LiveList
      live={page}
      what={t('saved.books.what')}
      empty={<EmptyState title={t('saved.books.emptyTitle')} hint={t('saved.books.emptyHint')} />}
    >
      <Box component="ul" aria-label={t('saved.books.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {page.rows.map((book) => (
          <SavedBookRow key={book._id} book={book} />
        ))}
      </Box>
      <LoadMore page={page} what={t('saved.books.loadMore')} />
    </LiveList>
  );
}
