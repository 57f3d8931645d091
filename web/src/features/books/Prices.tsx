import { Box, Stack, Typography } from '@mui/material';
import { formatPrice } from '@reshelf/domain';
import { VisuallyHidden } from '../../components/VisuallyHidden';

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
  return (
    <Stack direction="row" spacing={large ? 1.5 : 1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography
        variant="h4"
        component="p"
        color="secondary"
        sx={large ? { fontSize: { xs: '1.5rem', md: '1.75rem' } } : undefined}
      >
        <VisuallyHidden>Resale price </VisuallyHidden>
        {formatPrice(resale)}
      </Typography>
      {original !== undefined && original !== null && (
        <Typography component="p" color="text.secondary">
          <VisuallyHidden>Original price </VisuallyHidden>
          <Box component="s">{formatPrice(original)}</Box>
        </Typography>
      )}
    </Stack>
  );
}
