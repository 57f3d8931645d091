import HomeIcon from '@mui/icons-material/Home';
import { Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { MainLayout } from '../layouts/MainLayout';
import { Img } from '../../components/Img';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';

function ErrorContent({ notFound }: { notFound: boolean }) {
  usePageMeta(notFound ? PAGES.notFound : PAGES.error);
  const { t } = useTranslation();
  const says = notFound ? 'notFound' : 'failed';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Img
        src="/images/not-found.svg"
        alt={t('routes.error.imageAlt')}
        width={480}
        height={360}
        sx={{ width: '100%', maxWidth: 420, height: 'auto', mb: 3 }}
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {t(`routes.error.${says}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(`routes.error.${says}.text`)}
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large" startIcon={<HomeIcon />}>
        {t('routes.error.home')}
      </Button>
    </Container>
  );
}

/**
 * Unknown routes (inside the main layout) and errors thrown by a route, which replace the whole
 * layout, so this page then brings its own navbar and footer.
 */
export function ErrorPage() {
  const error = useRouteError();
  // No error: an unknown route, already inside the main layout.
  if (error == null) return <ErrorContent notFound />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error('The page failed to render', error);
  return (
    <MainLayout>
      <ErrorContent notFound={notFound} />
    </MainLayout>
  );
}
