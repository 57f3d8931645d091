import { Box, Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import { categoryPath, type CategoryId } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';
import { BookGallery } from './BookGallery';

interface BookFrameProps {
  name: string;
  categoryId: CategoryId;
  /** The listing's pictures, the cover first (listingPhotos). */
  photos: string[];
  color?: string;
  /** Beside the title: the saved heart. */
  heart?: ReactNode;
  /** Under the title: the author. */
  byline?: ReactNode;
  /** Still loading what goes under the title (`children`). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A book's page around what the listing says: the way back to its category, its photos and its
 * title, drawn alike from the listing and from what the browser last saw of it, so nothing moves
 * when the one follows the other.
 */
export function BookFrame({ name, categoryId, photos, color, heart, byline, busy, children }: BookFrameProps) {
  const { t } = useTranslation();
  return (
    <Box component="article" aria-labelledby="book-title" aria-busy={busy || undefined}>
      <Breadcrumbs sx={{ mb: { xs: 2, md: 3 } }}>
        <Link component={RouterLink} to="/" color="inherit">
          {t('books.details.home')}
        </Link>
        <Link component={RouterLink} to={categoryPath(categoryId)} color="inherit">
          {t(`terms.category.${categoryId}`)}
        </Link>
        <Typography color="text.primary" aria-current="page" noWrap sx={{ maxWidth: { xs: 160, sm: 'none' } }}>
          {name}
        </Typography>
      </Breadcrumbs>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr', md: '280px 1fr' },
          gap: { xs: 3, md: 5 },
          alignItems: 'start',
        }}
      >
        <BookGallery name={name} photos={photos} color={color} />
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography
                id="book-title"
                variant="h1"
                sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}
              >
                {name}
              </Typography>
              {heart}
            </Stack>
            {byline}
          </Box>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
