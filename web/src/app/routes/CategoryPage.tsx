import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataRegion, EmptyState } from '../../components/DataRegion';
import { BookViewControls, isFiltered } from '../../features/books/BookViewControls';
import { CategoryBooks, ShelfHeading } from '../../features/books/CategoryBooks';
import { SearchBox } from '../../features/books/SearchBox';
import { useBookView } from '../../features/books/use-book-view';
import { useCategory } from '../../features/books/use-category';
import { useSession } from '../../lib/session';
import { BookOrdering } from './BookOrdering';

interface EmptyShelfProps {
  id: string;
  /** Sort and filters, shown when they are what emptied the shelf. */
  controls: ReactNode;
  filtered: boolean;
}

/** No available book: the category document tells an empty shelf from a wrong address. */
function EmptyShelf({ id, controls, filtered }: EmptyShelfProps) {
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
      {filtered ? (
        <>
          {controls}
          <EmptyState
            title="No book on this shelf matches these filters"
            hint="Try another condition or a wider price range, or clear the filters."
          />
        </>
      ) : (
        <EmptyState
          title="No books on this shelf right now"
          hint="Every copy here has found a reader. Sellers add books every day, so check back soon."
        />
      )}
    </>
  );
}

/** A category's books (login required: the router's guard sends visitors to /login). */
export default function CategoryPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { view, setView } = useBookView();
  const controls = (
    <Box sx={{ mb: 3 }}>
      <BookViewControls view={view} onChange={setView} />
    </Box>
  );
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
      {/* Remounted per user and category: reactfire can keep a denied read cached (#485). */}
      <DataRegion key={`${user?.uid}:${id}`} loadingLabel="Loading the category">
        <BookOrdering userEmail={user?.email ?? ''}>
          {(order) => (
            // Keyed by the view, so a new sort or filter starts again from the first page.
            <CategoryBooks
              key={JSON.stringify(view)}
              categoryId={id}
              view={view}
              controls={controls}
              onOrder={order}
              empty={<EmptyShelf id={id} controls={controls} filtered={isFiltered(view)} />}
            />
          )}
        </BookOrdering>
      </DataRegion>
    </Container>
  );
}
