import HomeIcon from '@mui/icons-material/Home';
import { Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { MainLayout } from '../layouts/MainLayout';
import { Img } from '../../components/Img';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from './use-page-meta';

function ErrorContent({ notFound }: { notFound: boolean }) {
  usePageMeta(notFound ? PAGES.notFound : PAGES.error);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Img
        src="/images/not-found.svg"
        alt="An open book with blank pages and a question mark floating above it"
        width={480}
        height={360}
        sx={{ width: '100%', maxWidth: 420, height: 'auto', mb: 3 }}
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {notFound ? 'This page is not on our shelves' : 'Something went wrong on this page'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {notFound
          ? 'The link may be old, or the page may have moved. Let us take you back to the books.'
          : 'We are sorry: the page could not be shown. Please go back and try again.'}
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large" startIcon={<HomeIcon />}>
        Go back to home
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
