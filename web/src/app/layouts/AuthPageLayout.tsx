import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface AuthPageLayoutProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Shown below the card, e.g. the demo accounts. */
  aside?: ReactNode;
}

/** The shared frame of /login and /signUp. */
export function AuthPageLayout({ title, intro, children, aside }: AuthPageLayoutProps) {
  return (
    <Box sx={{ bgcolor: '#f1e6d4', py: { xs: 3, md: 7 }, flexGrow: 1 }}>
      <Container maxWidth="sm">
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
          {children}
        </Paper>
        {aside && <Box sx={{ mt: 3 }}>{aside}</Box>}
      </Container>
    </Box>
  );
}
