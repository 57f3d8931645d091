import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A dashboard screen's title, a line about it, and its content. */
export function DashboardPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>{children}</Box>
    </Box>
  );
}
