import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { isDocId, PAGES, type ProductDoc } from '@reshelf/domain';
import { memo } from 'react';
import type { User } from '../../lib/account';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataRegion } from '../../components/DataRegion';
import { NothingHere, StaleNote } from '../../components/LiveRegion';
import { BookDetails } from '../../features/books/BookDetails';
import { ReportActions } from '../../features/reports/ReportActions';
import { SavedBookProvider } from '../../features/saved/saved-state';
import { SaveHeart } from '../../features/saved/SaveHeart';
import { useBook } from '../../features/books/use-book';
import { useSession } from '../../lib/session-state';
import { BookOrdering } from './BookOrdering';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';

function BookNotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('routes.book.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('routes.book.notFound.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/search">
          {t('routes.book.notFound.search')}
        </Button>
        <Button component={RouterLink} to="/#categories">
          {t('routes.book.notFound.categories')}
        </Button>
      </Stack>
    </Box>
  );
}

/** An id no listing can have: the page says so without a read. */
function InvalidBookId() {
  usePageMeta(PAGES.book);
  return <BookNotFound />;
}

function Book({ id, viewer }: { id: string; viewer: User | null }) {
  const { t } = useTranslation();
  const { data: book, fromCache } = useBook(id);
  usePageMeta(PAGES.book, book?.productName);
  if (!book)
    return (
      <NothingHere fromCache={fromCache} what={t('routes.book.what')}>
        <BookNotFound />
      </NothingHere>
    );
  return (
    <>
      <StaleNote fromCache={fromCache} />
      <BookBody id={id} book={book} viewer={viewer} />
    </>
  );
}

/**
 * The listing with its actions, drawn again only when the listing or the reader changed: not when
 * the server's answer confirms the offline cache's (a live read keeps the listing then).
 */
const BookBody = memo(function BookBody({ id, book, viewer }: { id: string; book: ProductDoc; viewer: User | null }) {
  return (
    <>
      <BookOrdering userEmail={viewer?.email ?? ''}>
        {(order) => (
          <BookDetails
            id={id}
            book={book}
            viewerUid={viewer?.uid}
            onOrder={order}
            heart={
              viewer && (
                <SavedBookProvider uid={viewer.uid} productId={id}>
                  <SaveHeart productId={id} name={book.productName} size="large" />
                </SavedBookProvider>
              )
            }
          />
        )}
      </BookOrdering>
      {viewer && viewer.uid !== book.sellerUid && (
        <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <ReportActions
            productId={id}
            productName={book.productName}
            sellerUid={book.sellerUid}
            sellerName={book.sellerName}
          />
        </Box>
      )}
    </>
  );
});

/** /books/:id: one listing, all it says, with Order now (login required, like a shelf). */
export default function BookPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { t } = useTranslation();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      {isDocId(id) ? (
        // Remounted per user: reactfire can keep a denied read cached (#485).
        <DataRegion key={user?.uid} loadingLabel={t('routes.book.loading')}>
          <Book id={id} viewer={user} />
        </DataRegion>
      ) : (
        <InvalidBookId />
      )}
    </Container>
  );
}
