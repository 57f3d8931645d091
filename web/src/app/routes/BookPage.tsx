import { Container } from '@mui/material';
import { isDocId, PAGES } from '@reshelf/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '../../components/DataRegion';
import { BookFrame } from '../../features/books/BookFrame';
import { KeepGalleryPlace } from '../../features/books/BookGallery';
import { lazyPart } from '../../lib/lazy-part';
import { seenListing } from '../../lib/seen-listings';
import { useTranslation } from '../../lib/i18n';
import { withFirebase } from '../../lib/with-firebase';
import { SignedInRegion } from '../guards/SignedInRegion';
import { BookNotFound } from './BookNotFound';
import { usePageMeta } from './use-page-meta';

const BookListing = lazyPart(() => withFirebase(() => import('./BookListing')));

/** An id no listing can have: the page says so without a read. */
function InvalidBookId() {
  usePageMeta(PAGES.book);
  return <BookNotFound />;
}

/**
 * The listing as this browser last saw it, while the page loads Firebase and reads it: its photos
 * and title at once, for a reader coming back to a book (lib/seen-listings.ts); a spinner for a
 * book never seen.
 */
function SeenBook({ id, loadingLabel }: { id: string; loadingLabel: string }) {
  const seen = useMemo(() => seenListing(id), [id]);
  usePageMeta(PAGES.book, seen?.name);
  const loading = <Loading label={loadingLabel} />;
  if (!seen) return loading;
  return (
    <BookFrame name={seen.name} categoryId={seen.categoryId} photos={seen.photos} color={seen.color} busy>
      {loading}
    </BookFrame>
  );
}

/** /books/:id: one listing, all it says, with Order now (login required, like a shelf). */
export default function BookPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const loadingLabel = t('routes.book.loading');
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      {isDocId(id) ? (
        <KeepGalleryPlace>
          <SignedInRegion
            loadingLabel={loadingLabel}
            placeholder={<SeenBook id={id} loadingLabel={loadingLabel} />}
            preload={BookListing.preload}
          >
            {(user) => <BookListing id={id} viewer={user} />}
          </SignedInRegion>
        </KeepGalleryPlace>
      ) : (
        <InvalidBookId />
      )}
    </Container>
  );
}
