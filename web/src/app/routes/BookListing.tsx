import { Box } from '@mui/material';
import { PAGES, type ProductDoc } from '@reshelf/domain';
import { memo, useEffect } from 'react';
import type { User } from '../../lib/account';
import { NothingHere, StaleNote } from '../../components/LiveRegion';
import { BookDetails } from '../../features/books/BookDetails';
import { rememberAtIdle } from '../../features/books/remember-listings';
import { useBook } from '../../features/books/use-book';
import { ReportActions } from '../../features/reports/ReportActions';
import { SavedBookProvider } from '../../features/saved/saved-state';
import { SaveHeart } from '../../features/saved/SaveHeart';
import { forgetListing } from '../../lib/seen-listings';
import { useTranslation } from '../../lib/i18n';
import { BookNotFound } from './BookNotFound';
import { BookOrdering } from './BookOrdering';
import { usePageMeta } from './use-page-meta';

/** The listing, read live, with its actions; "not found" only when the server says so. */
export default function BookListing({ id, viewer }: { id: string; viewer: User }) {
  const { t } = useTranslation();
  const { data: book, fromCache } = useBook(id);
  usePageMeta(PAGES.book, book?.productName);
  // What the page draws at once next time, or not: only the server may say it is gone.
  useEffect(() => {
    if (book) rememberAtIdle([{ ...book, _id: id }]);
    else if (!fromCache) forgetListing(id);
  }, [id, book, fromCache]);
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
const BookBody = memo(function BookBody({ id, book, viewer }: { id: string; book: ProductDoc; viewer: User }) {
  return (
    <>
      <BookOrdering userEmail={viewer.email ?? ''}>
        {(order) => (
          <BookDetails
            id={id}
            book={book}
            viewerUid={viewer.uid}
            onOrder={order}
            heart={
              <SavedBookProvider uid={viewer.uid} productId={id}>
                <SaveHeart productId={id} name={book.productName} size="large" />
              </SavedBookProvider>
            }
          />
        )}
      </BookOrdering>
      {viewer.uid !== book.sellerUid && (
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
