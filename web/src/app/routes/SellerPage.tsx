import { Box, Container, Stack, Typography } from '@mui/material';
import { isDocId, PAGES } from '@reshelf/domain';
import { useParams } from 'react-router-dom';
import { DataRegion, EmptyState } from '../../components/DataRegion';
import { NothingHere, StaleNote } from '../../components/LiveRegion';
import { SellerBooks } from '../../features/books/SellerBooks';
import { ProfileSummary } from '../../features/reviews/ProfileSummary';
import { ReviewList, useReviewsOf } from '../../features/reviews/ReviewList';
import { useProfile } from '../../features/reviews/use-profile';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session-state';
import { BookOrdering } from './BookOrdering';
import { usePageMeta } from './use-page-meta';

function Reviews({ uid, admin }: { uid: string; admin: boolean }) {
  return <ReviewList page={useReviewsOf(uid)} admin={admin} headingId="seller-reviews" />;
}

function SellerNotFound() {
  const { t } = useTranslation();
  usePageMeta(PAGES.seller);
  return <EmptyState title={t('reviews.page.notFoundTitle')} hint={t('reviews.page.notFoundHint')} />;
}

const HEADING = { fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 1 } as const;

function Seller({ id }: { id: string }) {
  const { t } = useTranslation();
  const { user, claims } = useSession();
  const { data: profile, fromCache } = useProfile(id);
  usePageMeta(PAGES.seller, profile?.name);
  if (!profile?.name)
    return (
      <NothingHere fromCache={fromCache} what={t('reviews.page.what')}>
        <SellerNotFound />
      </NothingHere>
    );
  const loading = (what: string) => t('common.loadingWhat', { what });
  return (
    <Stack spacing={4}>
      <Box>
        <StaleNote fromCache={fromCache} />
        <ProfileSummary profile={profile} />
      </Box>
      <Box component="section" aria-labelledby="seller-reviews">
        <Typography id="seller-reviews" variant="h2" sx={HEADING}>
          {t('reviews.page.reviewsTitle')}
        </Typography>
        <DataRegion loadingLabel={loading(t('reviews.page.reviewsTitle'))}>
          <Reviews uid={id} admin={claims.admin === true} />
        </DataRegion>
      </Box>
      <Box component="section" aria-labelledby="seller-books">
        <Typography id="seller-books" variant="h2" sx={HEADING}>
          {t('reviews.page.listingsTitle')}
        </Typography>
        <DataRegion loadingLabel={loading(t('reviews.page.listingsTitle'))}>
          <BookOrdering userEmail={user?.email ?? ''}>
            {(order) => <SellerBooks sellerUid={id} onOrder={order} viewerUid={user?.uid} />}
          </BookOrdering>
        </DataRegion>
      </Box>
    </Stack>
  );
}

/** /sellers/:id: a member's public page (signed in): who they are, their reviews and their books on offer. */
export default function SellerPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { t } = useTranslation();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      {isDocId(id) ? (
        // Remounted per user: reactfire can keep a denied read cached (#485).
        <DataRegion key={`${user?.uid}:${id}`} loadingLabel={t('common.loadingWhat', { what: t('reviews.page.what') })}>
          <Seller id={id} />
        </DataRegion>
      ) : (
        <SellerNotFound />
      )}
    </Container>
  );
}
