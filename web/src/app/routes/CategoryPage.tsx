import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataRegion } from '../../components/DataRegion';
import { CategoryBooks } from '../../features/books/CategoryBooks';
import { useCategory } from '../../features/books/use-category';
import type { CategoryBook } from '../../features/books/CategoryBookCard';
import { useSession } from '../../lib/session';

const OrderModal = lazy(() => import('../../features/booking/OrderModal'));

function CategoryShelf({ id, userEmail }: { id: string; userEmail: string }) {
  const category = useCategory(id);
  const [selected, setSelected] = useState<CategoryBook | null>(null);

  if (!category) {
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
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {category.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Every book on this shelf is available right now, newest first. Book a copy and meet the seller to pay.
      </Typography>
      <DataRegion loadingLabel={`Loading ${category.name} books`}>
        <CategoryBooks categoryId={id} onOrder={setSelected} />
      </DataRegion>
      {selected && (
        <Suspense fallback={null}>
          <OrderModal
            book={selected}
            userEmail={userEmail}
            onClose={() => setSelected(null)}
            onBooked={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** A category's books (login required: the router's guard sends visitors to /login). */
export default function CategoryPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Home
      </Button>
      {/* Remounted per user and category: reactfire can keep a denied read cached (#485). */}
      <DataRegion key={`${user?.uid}:${id}`} loadingLabel="Loading the category">
        <CategoryShelf id={id} userEmail={user?.email ?? ''} />
      </DataRegion>
    </Container>
  );
}
