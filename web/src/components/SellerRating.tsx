import { Box, Rating, Typography } from '@mui/material';
import { roundedAverage, type ListingRating } from '@reshelf/domain';
import { useTranslation } from '../lib/i18n';
import { useFormat } from '../lib/use-format';

/** "4.5 out of 5, 12 reviews", in the reader's language and digits. */
function useRatingLabel() {
  const { t } = useTranslation();
  const { count } = useFormat();
  return ({ average, count: n }: ListingRating) => {
    if (n === 0) return t('reviews.rating.none');
    const values = { average: count(roundedAverage(average)), count: count(n) };
    return n === 1 ? t('reviews.rating.one', values) : t('reviews.rating.label', values);
  };
}

/**
 * A person's average rating as stars with the count beside them; screen readers hear it as one
 * phrase ("4.5 out of 5, 12 reviews"). The server keeps the average; nothing is computed here.
 */
export function SellerRating({ rating, size = 'small' }: { rating: ListingRating; size?: 'small' | 'medium' }) {
  const label = useRatingLabel()(rating);
  const { count } = useFormat();
  if (rating.count === 0)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
    );
  return (
    <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Rating value={roundedAverage(rating.average)} precision={0.5} readOnly size={size} aria-hidden />
      <Typography variant="body2" color="text.secondary" component="span" aria-hidden>
        ({count(rating.count)})
      </Typography>
    </Box>
  );
}
