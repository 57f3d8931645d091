import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

const FACTS_SX: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  m: 0,
  minWidth: 0,
  '& > dt': { typography: 'body2', color: 'text.secondary' },
  '& > dd': { typography: 'body2', m: 0, fontWeight: 500, minWidth: 0 },
};

/**
 * A description list laid out as a two-column grid of `Fact`s. Its rows are plain `dt` and `dd`
 * styled here once: as two Typographies each, a shelf's cards rendered ten times the components.
 */
export function Facts({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="dl" sx={[FACTS_SX, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

/** A label and its value in `Facts`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
