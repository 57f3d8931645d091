import { styled } from '@mui/material';
import { sellerPagePath, type ListingRating } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { hoverLink, plainIcon, smallChip } from '../../components/plain';
import { SellerRating } from '../../components/SellerRating';
import { useTranslation } from '../../lib/i18n';

interface SellerNameProps {
  name: string;
  verified: boolean;
  /** The seller's uid: the name links to their page. */
  uid?: string;
  /** The rating the listing carries (copied by the server), shown once there is one. */
  rating?: ListingRating;
}

/**
 * Plain elements under one style rule, drawn as MUI's Link and small primary Chip draw them: every
 * card on a shelf names its seller.
 */
const Root = styled('span')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  '& > a': hoverLink(theme.palette.primary.main),
  '& > .verified': {
    ...smallChip(theme),
    padding: '0 8px 0 4px',
    gap: 4,
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    '& > svg': { width: 14, height: 14, flexShrink: 0, fill: 'currentColor' },
  },
}));

// Material's Verified icon.
const BADGE = plainIcon(
  'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z',
);

/** The seller's name (a link to their page), with the Verified badge an admin gave them and their rating. */
export function SellerName({ name, verified, uid, rating }: SellerNameProps) {
  const { t } = useTranslation();
  return (
    <Root>
      {uid ? (
        <RouterLink to={sellerPagePath(uid)} aria-label={t('reviews.page.sellerLink', { name })}>
          {name}
        </RouterLink>
      ) : (
        <span>{name}</span>
      )}
      {verified && (
        <span className="verified">
          {BADGE}
          {t('books.seller.verified')}
        </span>
      )}
      {rating && rating.count > 0 && <SellerRating rating={rating} />}
    </Root>
  );
}
