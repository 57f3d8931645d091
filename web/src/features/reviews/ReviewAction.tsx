import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Button, Typography } from '@mui/material';
import { reviewWindowEnd, type OrderDoc, type ReviewSide } from '@reshelf/domain';
import { lazy, Suspense, useState } from 'react';
import type { Row } from '../../lib/live-query';
import { useTranslation } from '../../lib/i18n';
import type { ReviewTarget } from './ReviewDialog';

const ReviewDialog = lazy(() => import('./ReviewDialog'));

/**
 * On a Sold order, what the `side` may do about reviewing the other: Review while the window is
 * open, then where their review stands (waiting for the other side, published, hidden). The order
 * carries that state, so the row needs no read of the review.
 */
export function ReviewAction({ order, side }: { order: Row<OrderDoc>; side: ReviewSide }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  if (order.status !== 'Sold' || !order.endedAt) return null;
  const mine = order.reviews?.[side];
  if (mine) {
    const state = { pending: 'waiting', published: 'published', hidden: 'hidden' } as const;
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t(`reviews.form.${state[mine]}`)}
      </Typography>
    );
  }
  if (new Date() >= reviewWindowEnd(new Date(order.endedAt.toMillis()))) return null;
  const name = side === 'buyer' ? order.sellerName : order.buyerName;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<RateReviewOutlinedIcon />}
        onClick={() => setTarget({ orderId: order._id, side, name, item: order.itemName })}
        aria-label={t('reviews.form.openLabel', { name, item: order.itemName })}
      >
        {t('reviews.form.open')}
      </Button>
      {target && (
        <Suspense fallback={null}>
          <ReviewDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
