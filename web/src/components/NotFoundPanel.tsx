import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a page shows for an address that names nothing: a heading, a hint, and the ways on. */
export function NotFoundPanel({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {hint}
      </Typography>
      {children}
    </Box>
  );
}
