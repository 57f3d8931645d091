import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, useState } from 'react';
import { Link as RouterLink, useParams, type Params } from 'react-router-dom';
import { ToLogin } from '../guards/ToLogin';
import { mayBeSignedIn } from '../../lib/cache-owner';
import { ClientIsland, useHydrated } from '../../lib/client-island';
import { withFirebase } from '../../lib/with-firebase';
import { Loading } from '../../components/DataRegion';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SearchBox } from '../../features/books/SearchBox';
import type { ShelfCategory } from '../../features/books/CategoryBooks';
import { PAGES, type CategoryId } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';

// The page's frame is prerendered (categories/{id}/index.html); Firebase, the session check and
// the books load after it has painted.
const loadCategoryShelf = () => withFirebase(() => import('./CategoryShelf'));
const CategoryShelf = lazy(loadCategoryShelf);

/** Readies the page for a reader signing in to it: the shelf's code, and its first page once signed in. */
export function preloadCategory({ id }: Params, search: string) {
  const shelf = loadCategoryShelf();
  if (!id) return shelf;
  return Promise.all([shelf, import('../../features/books/shelf-query').then((q) => q.prefetchShelf(id, search))]);
}

function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPanel title={t('routes.category.notFound.title')} hint={t('routes.category.notFound.hint')}>
      <Button variant="contained" component={RouterLink} to="/#categories">
        {t('routes.category.notFound.categories')}
      </Button>
    </NotFoundPanel>
  );
}

/** Heading and introduction stand while the books load; the name comes with them. */
function Category({ id }: { id: string }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<ShelfCategory>();
  // The stored name stays English; readers see the category by its id in their language.
  const name = typeof category === 'object' ? t(`terms.category.${id as CategoryId}`, category.name) : undefined;
  usePageMeta(PAGES.category, name);
  if (category === 'missing') return <CategoryNotFound />;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {name ?? (
          <>
            <VisuallyHidden>{t('routes.category.loadingName')}</VisuallyHidden>
            <Skeleton width="40%" aria-hidden />
          </>
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('routes.category.intro')}
      </Typography>
      <ClientIsland fallback={<Loading label={t('routes.category.loadingBooks')} signedIn />}>
        <CategoryShelf categoryId={id} onCategory={setCategory} />
      </ClientIsland>
    </>
  );
}

/** A category's books (login required: the shelf sends visitors to /login). */
export function CategoryPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Nobody is signed in here: to /login at once, without drawing the page or loading Firebase to
  // learn it (the shelf's guard would send them there too). A hydration keeps the prerendered frame.
  if (hydrated && !mayBeSignedIn()) return <ToLogin />;
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
          {t('routes.category.home')}
        </Button>
        <SearchBox label={t('routes.category.search')} sx={{ width: { sm: 360 } }} />
      </Stack>
      <Category key={id} id={id} />
    </Container>
  );
}
