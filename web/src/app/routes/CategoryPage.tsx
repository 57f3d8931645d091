import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataRegion, EmptyState } from '../../components/DataRegion';
import { CategoryBooks, ShelfHeading } from '../../features/books/CategoryBooks';
import { useCategory } from '../../features/books/use-category';
import type { CategoryBook } from '../../features/books/CategoryBookCard';
import { useSession } from '../../lib/session';

const OrderModal = lazy(() => import('../../features/booking/OrderModal'));

/** No available book: the category document tells an empty shelf from a wrong address. */
function EmptyShelf({ id }: { id: string }) {
  const category = useCategory(id);
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
      <ShelfHeading name={category.name} />
      <EmptyState
        title="No books on this shelf right now"
        hint="Every copy here has found a reader. Sellers add books every day, so check back soon."
      />
    </>
  );
}

function CategoryShelf({ id, userEmail }: { id: string; userEmail: string }) {
  const [selected, setSelected] = useState<CategoryBook | null>(null);
  return (
    <>
      <CategoryBooks categoryId={id} onOrder={setSelected} empty={<EmptyShelf id={id} />} />
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
