import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { useTranslation } from '../../lib/i18n';

/** No listing has this id, or no longer: with ways back to the books. */
export function BookNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPanel title={t('routes.book.notFound.title')} hint={t('routes.book.notFound.hint')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" component={RouterLink} to="/search">
          {t('routes.book.notFound.search')}
        </Button>
        <Button component={RouterLink} to="/#categories">
          {t('routes.book.notFound.categories')}
        </Button>
      </Stack>
    </NotFoundPanel>
  );
}
