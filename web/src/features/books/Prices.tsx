import { Box, Stack, Typography } from '@mui/material';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/** The resale price, and the original one struck through when the seller gave it. */
export function Prices({
  resale,
  original,
  large = false,
}: {
  resale: number;
  original?: number | null;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const { price } = useFormat();
  return (
    <Stack direction="row" spacing={large ? 1.5 : 1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography
        variant="h4"
        component="p"
        color="secondary"
        sx={large ? { fontSize: { xs: '1.5rem', md: '1.75rem' } } : undefined}
      >
        <VisuallyHidden>{t('books.prices.resale')} </VisuallyHidden>
        {price(resale)}
      </Typography>
      {original !== undefined && original !== null && (
        <Typography component="p" color="text.secondary">
          <VisuallyHidden>{t('books.prices.original')} </VisuallyHidden>
          <Box component="s">{price(original)}</Box>
        </Typography>
      )}
    </Stack>
  );
}
