import { Box, Button, Stack, Typography } from '@mui/material';
import { bookViewParams, MAX_SAVED_SEARCHES, SEARCH_PARAM, type SavedSearchDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useRemoveSavedSearch } from './saved-api';

/** A saved search in words: "dracula stoker · in Horror · ৳100 to ৳300". */
function useTerms() {
  const { t } = useTranslation();
  const { price } = useFormat();
  return (s: SavedSearchDoc) => {
    const range =
      s.minPrice !== undefined && s.maxPrice !== undefined
        ? t('saved.searches.between', { min: price(s.minPrice), max: price(s.maxPrice) })
        : s.minPrice !== undefined
          ? t('saved.searches.from', { min: price(s.minPrice) })
          : s.maxPrice !== undefined
            ? t('saved.searches.upTo', { max: price(s.maxPrice) })
            : undefined;
    return [
      s.words.length > 0 ? s.words.join(' ') : t('saved.searches.anyWords'),
      s.category && t('saved.searches.category', { name: t(`terms.category.${s.category}`) }),
      range,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}

/** The search page with the saved search's words and price range (the page has no category filter). */
function searchLink(s: SavedSearchDoc) {
  const params = { [SEARCH_PARAM]: s.words.join(' '), ...bookViewParams({ sort: 'newest', ...s }) };
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return `/search?${query.toString()}`;
}

function SavedSearchRow({ search, terms }: { search: Row<SavedSearchDoc>; terms: string }) {
  const { t } = useTranslation();
  const remove = useRemoveSavedSearch();
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>{terms}</Typography>
      <Stack direction="row" spacing={1}>
        {search.words.length > 0 && (
          <Button
            size="small"
            component={RouterLink}
            to={searchLink(search)}
            aria-label={t('saved.searches.openLabel', { terms })}
          >
            {t('saved.searches.open')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          onClick={() => void remove.run(search._id)}
          loading={remove.pending}
          aria-label={t('saved.searches.deleteLabel', { terms })}
        >
          {t('saved.searches.delete')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The saved searches, newest first, each with Search and Delete. */
export function SavedSearchesList({ page }: { page: Paged<SavedSearchDoc> }) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const terms = useTerms();
  return (
    <LiveList
      live={page}
      what={t('saved.searches.what')}
      empty={<EmptyState title={t('saved.searches.emptyTitle')} hint={t('saved.searches.emptyHint')} />}
    >
      {!page.hasMore && (
        <Typography variant="body2" color="text.secondary">
          {t('saved.searches.count', { n: count(page.rows.length), max: count(MAX_SAVED_SEARCHES) })}
        </Typography>
      )}
      <Box component="ul" aria-label={t('saved.searches.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {page.rows.map((search) => (
          <SavedSearchRow key={search._id} search={search} terms={terms(search)} />
        ))}
      </Box>
      <LoadMore page={page} what={t('saved.searches.loadMore')} />
    </LiveList>
  );
}
