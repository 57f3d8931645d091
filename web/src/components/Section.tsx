import { Box, Container, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface SectionProps {
  /** Anchor and the heading's id, which names the region for assistive technology. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A landmark region of a page with its h2 heading. */
export function Section({ id, title, intro, children, sx }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={[{ py: { xs: 5, md: 8 }, scrollMarginTop: 64 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Container>
        <Typography id={`${id}-title`} variant="h2" sx={{ mb: intro ? 1 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
