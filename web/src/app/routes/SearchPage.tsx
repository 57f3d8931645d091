import { Box, Container, Typography } from '@mui/material';
import { PAGES, searchPlan } from '@reshelf/domain';
import { DataRegion, EmptyState } from '../../components/DataRegion';
import { BookViewControls, isFiltered } from '../../features/books/BookViewControls';
import { SearchBox } from '../../features/books/SearchBox';
import { SearchResults } from '../../features/books/SearchResults';
import { useBookView } from '../../features/books/use-book-view';
import { SavedIdsProvider } from '../../features/saved/saved-state';
import { SaveHeart } from '../../features/saved/SaveHeart';
import { SaveSearchButton } from '../../features/saved/SaveSearchButton';
import { useSession } from '../../lib/session-state';
import { BookOrdering } from './BookOrdering';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';

/** /search?q=: available books by words of their title or author (login required, like a shelf). */
export default function SearchPage() {
  usePageMeta(PAGES.search);
  const { t } = useTranslation();
  const { user } = useSession();
  const { view, setView, text, setText } = useBookView();
  const plan = searchPlan(text);
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {plan ? t('routes.search.matching', { text }) : t('routes.search.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('routes.search.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        {/* Remounted per search, so Back shows the text of the search it returns to. */}
        <SearchBox
          key={text}
          label={t('routes.search.label')}
          defaultValue={text}
          onSearch={setText}
          autoFocus={!plan}
          sx={{ maxWidth: 560 }}
        />
        <BookViewControls view={view} onChange={setView} />
        {/* Remounted per search, so a new search offers Save again. */}
        {plan && (
          <SaveSearchButton key={JSON.stringify([text, view.minPrice, view.maxPrice])} text={text} view={view} />
        )}
      </Box>
      {plan ? (
        <DataRegion key={user?.uid} loadingLabel={t('routes.search.searching')}>
          <SavedIdsProvider uid={user?.uid}>
            <BookOrdering userEmail={user?.email ?? ''}>
              {(order) => (
                <SearchResults
                  key={JSON.stringify([plan, view])}
                  plan={plan}
                  view={view}
                  onOrder={order}
                  viewerUid={user?.uid}
                  Heart={SaveHeart}
                  empty={
                    <EmptyState
                      title={
                        isFiltered(view) ? t('routes.search.noneFiltered', { text }) : t('routes.search.none', { text })
                      }
                      hint={isFiltered(view) ? t('routes.search.noneFilteredHint') : t('routes.search.noneHint')}
                    />
                  }
                />
              )}
            </BookOrdering>
          </SavedIdsProvider>
        </DataRegion>
      ) : (
        <EmptyState
          title={text ? t('routes.search.distinctive') : t('routes.search.what')}
          hint={t('routes.search.hint')}
        />
      )}
    </Container>
  );
}
