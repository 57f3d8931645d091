import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';

/** No listing has this id, or no longer: with ways back to the books. */
export function BookNotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('routes.book.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('routes.book.notFound.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/search">
          {t('routes.book.notFound.search')}
        </Button>
        <Button component={RouterLink} to="/#categories">
          {t('routes.book.notFound.categories')}
        </Button>
      </Stack>
    </Box>
  );
}
