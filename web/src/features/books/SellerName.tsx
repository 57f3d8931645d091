import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip, Link, Stack } from '@mui/material';
import { sellerPagePath, type ListingRating } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
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

/** The seller's name (a link to their page), with the Verified badge an admin gave them and their rating. */
export function SellerName({ name, verified, uid, rating }: SellerNameProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {uid ? (
        <Link component={RouterLink} to={sellerPagePath(uid)} aria-label={t('reviews.page.sellerLink', { name })}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      {verified && (
        <Chip
          icon={<VerifiedIcon />}
          label={t('books.seller.verified')}
          size="small"
          color="primary"
          sx={{ height: 20, '& .MuiChip-icon': { fontSize: 14 } }}
        />
      )}
      {rating && rating.count > 0 && <SellerRating rating={rating} />}
    </Stack>
  );
}
