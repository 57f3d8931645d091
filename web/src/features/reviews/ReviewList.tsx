import { Box, Rating, Stack, Typography } from '@mui/material';
import { QUERIES, REVIEWS_PAGE_SIZE, type ReviewDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import { plainText } from '../../components/plain-text';
import type { Row } from '../../lib/live-query';
import { usePagedQuery, type Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useHideReview } from './hide-review';

function HideButton({ review }: { review: Row<ReviewDoc> }) {
  const { t } = useTranslation();
  const hide = useHideReview();
  return (
    <ConfirmButton
      aria-label={t('reviews.page.hideLabel', { name: review.authorName })}
      title={t('reviews.page.hideTitle')}
      message={t('reviews.page.hideMessage')}
      onConfirm={() => hide.run(review._id)}
      pending={hide.pending}
    >
      {t('reviews.page.hide')}
    </ConfirmButton>
  );
}

function ReviewItem({ review, admin }: { review: Row<ReviewDoc>; admin: boolean }) {
  const { t } = useTranslation();
  const { date, count } = useFormat();
  const published = review.publishedAt && date(review.publishedAt.toMillis());
  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        {review.status === 'published' && review.stars !== undefined && (
          <Rating
            value={review.stars}
            readOnly
            size="small"
            // Read as one phrase; MUI's own label would say "4 Stars" in English only.
            getLabelText={(n) => t('reviews.page.stars', { n: count(n) })}
          />
        )}
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('reviews.page.reviewBy', { name: review.authorName, item: review.itemName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {review.side === 'buyer' ? t('reviews.page.asBuyer') : t('reviews.page.asSeller')}
          {published && (
            <>
              {' '}
              · <time dateTime={new Date(review.publishedAt!.toMillis()).toISOString()}>{published}</time>
            </>
          )}
        </Typography>
      </Stack>
      {review.status === 'hidden' ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('reviews.page.hiddenReview')}
        </Typography>
      ) : (
        review.text && (
          // Shown as typed: plain text, never a link.
          <Typography sx={plainText}>{review.text}</Typography>
        )
      )}
      {admin && review.status === 'published' && (
        <Box sx={{ mt: 1 }}>
          <HideButton review={review} />
        </Box>
      )}
    </Box>
  );
}

/** A person's published (and hidden) reviews, newest first, a page at a time, live. */
export const useReviewsOf = (uid: string) => usePagedQuery<ReviewDoc>(QUERIES.reviewsOf(uid), REVIEWS_PAGE_SIZE);

/** A person's shown reviews with Load more; admins may hide a published one. */
export function ReviewList({ page, admin, headingId }: { page: Paged<ReviewDoc>; admin: boolean; headingId: string }) {
  const { t } = useTranslation();
  return (
    <LiveList
      live={page}
      what={t('reviews.page.reviewsTitle')}
      empty={<EmptyState title={t('reviews.page.noReviews')} />}
    >
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {page.rows.map((r) => (
          <ReviewItem key={r._id} review={r} admin={admin} />
        ))}
      </Box>
      <LoadMore page={page} what={t('reviews.page.reviewsTitle')} />
    </LiveList>
  );
}
