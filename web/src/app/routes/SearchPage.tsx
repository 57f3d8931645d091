import { Box, Container, Typography } from '@mui/material';
import { PAGES, searchPlan } from '@reshelf/domain';
import { DataRegion, EmptyState } from '../../components/DataRegion';
import { BookViewControls, isFiltered } from '../../features/books/BookViewControls';
import { SearchBox } from '../../features/books/SearchBox';
import { SearchResults } from '../../features/books/SearchResults';
import { useBookView } from '../../features/books/use-book-view';
import { useSession } from '../../lib/session';
import { BookOrdering } from './BookOrdering';
import { usePageMeta } from './use-page-meta';

/** /search?q=: available books by words of their title or author (login required, like a shelf). */
export default function SearchPage() {
  usePageMeta(PAGES.search);
  const { user } = useSession();
  const { view, setView, text, setText } = useBookView();
  const plan = searchPlan(text);
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {plan ? `Books matching “${text}”` : 'Search books'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Find an available book by a word of its title or its author; accents and capitals do not matter.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        {/* Remounted per search, so Back shows the text of the search it returns to. */}
        <SearchBox
          key={text}
          label="Search books"
          defaultValue={text}
          onSearch={setText}
          autoFocus={!plan}
          sx={{ maxWidth: 560 }}
        />
        <BookViewControls view={view} onChange={setView} />
      </Box>
      {plan ? (
        <DataRegion key={user?.uid} loadingLabel="Searching">
          <BookOrdering userEmail={user?.email ?? ''}>
            {(order) => (
              <SearchResults
                key={JSON.stringify([plan, view])}
                plan={plan}
                view={view}
                onOrder={order}
                viewerUid={user?.uid}
                empty={
                  <EmptyState
                    title={`No available book matches “${text}”${isFiltered(view) ? ' with these filters' : ''}`}
                    hint={
                      isFiltered(view)
                        ? 'Clear the filters or widen the price range, or search for another word.'
                        : 'Check the spelling, or try one word of the title or the author’s surname, e.g. “dracula” or “dumas”.'
                    }
                  />
                }
              />
            )}
          </BookOrdering>
        </DataRegion>
      ) : (
        <EmptyState
          title={text ? 'Try a more distinctive word' : 'What are you looking for?'}
          hint="Type a word of a title or an author, e.g. “treasure” or “verne”, and press Enter."
        />
      )}
    </Container>
  );
}
