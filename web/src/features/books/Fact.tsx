import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A label and its value in a description list (`dl`) laid out as a two-column grid. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
