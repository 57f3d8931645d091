import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClientIsland } from '../../lib/client-island';
import { Loading } from '../../components/DataRegion';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SearchBox } from '../../features/books/SearchBox';
import type { ShelfCategory } from '../../features/books/CategoryBooks';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from './use-page-meta';

// The page's frame is prerendered (categories.html); Firebase, the session check and the books
// load after it has painted.
const CategoryShelf = lazy(() => import('./CategoryShelf'));

function CategoryNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        We could not find that category
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        It may have been renamed or removed. Pick another shelf from the home page.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/#categories">
        See all categories
      </Button>
    </Box>
  );
}

/** Heading and introduction stand while the books load; the name comes with them. */
function Category({ id }: { id: string }) {
  const [category, setCategory] = useState<ShelfCategory>();
  usePageMeta(PAGES.category, typeof category === 'object' ? category.name : undefined);
  if (category === 'missing') return <CategoryNotFound />;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {category?.name ?? (
          <>
            <VisuallyHidden>Loading the category</VisuallyHidden>
            <Skeleton width="40%" aria-hidden />
          </>
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Every book on this shelf is available right now. Book a copy and meet the seller to pay.
      </Typography>
      <ClientIsland fallback={<Loading label="Loading the books" />}>
        <CategoryShelf categoryId={id} onCategory={setCategory} />
      </ClientIsland>
    </>
  );
}

/** A category's books (login required: the shelf sends visitors to /login). */
export function CategoryPage() {
  const { id = '' } = useParams();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
          Home
        </Button>
        <SearchBox label="Search all books" sx={{ width: { sm: 360 } }} />
      </Stack>
      <Category key={id} id={id} />
    </Container>
  );
}
