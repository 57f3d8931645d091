import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Img } from '../../components/Img';

interface PromoBlockProps {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  image: { src: string; alt: string };
  action?: ReactNode;
  /** Puts the picture on the right on wide screens, to alternate down the page. */
  imageRight?: boolean;
  tint?: string;
}

/** A picture beside a short story and an optional call to action. */
export function PromoBlock({ id, eyebrow, title, children, image, action, imageRight, tint }: PromoBlockProps) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ py: { xs: 5, md: 8 }, bgcolor: tint }}>
      <Container>
        <Stack
          direction={{ xs: 'column', md: imageRight ? 'row-reverse' : 'row' }}
          spacing={{ xs: 3, md: 6 }}
          sx={{ alignItems: 'center' }}
        >
          <Box sx={{ flex: 1, width: '100%' }}>
            <Img
              src={image.src}
              alt={image.alt}
              width={560}
              height={420}
              loading="lazy"
              sx={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
              {eyebrow}
            </Typography>
            <Typography id={`${id}-title`} variant="h2" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <Stack spacing={2} sx={{ color: 'text.secondary', mb: action ? 3 : 0 }}>
              {children}
            </Stack>
            {action}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
