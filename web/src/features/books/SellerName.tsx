import VerifiedIcon from '@mui/icons-material/Verified';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from '../../lib/i18n';

/** The seller's name, with the Verified badge an admin gave them. */
export function SellerName({ name, verified }: { name: string; verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{name}</span>
      {verified && (
        <Chip
          icon={<VerifiedIcon />}
          label={t('books.seller.verified')}
          size="small"
          color="primary"
          sx={{ height: 20, '& .MuiChip-icon': { fontSize: 14 } }}
        />
      )}
    </Stack>
  );
}
