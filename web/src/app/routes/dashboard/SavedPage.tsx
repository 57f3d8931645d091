import { Box, Typography } from '@mui/material';
import { PAGES } from '@reshelf/domain';
import { SavedBooksList } from '../../../features/saved/SavedBooksList';
import { SavedSearchesList } from '../../../features/saved/SavedSearchesList';
import { useSavedBooks, useSavedSearches } from '../../../features/saved/saved-lists';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';

function SavedBooks({ uid }: { uid: string }) {
  return <SavedBooksList page={useSavedBooks(uid)} />;
}

function SavedSearches({ uid }: { uid: string }) {
  return <SavedSearchesList page={useSavedSearches(uid)} />;
}

/** Saved books as they are now, and saved searches, each list paged and live. */
export default function SavedPage() {
  usePageMeta(PAGES.saved);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('saved.page.title')} intro={t('saved.page.intro')}>
      <Box component="section" aria-labelledby="saved-books" sx={{ mb: 4 }}>
        <Typography id="saved-books" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t('saved.books.title')}
        </Typography>
        <SignedInRegion loadingLabel={t('saved.page.loadingBooks')}>
          {({ uid }) => <SavedBooks uid={uid} />}
        </SignedInRegion>
      </Box>
      <Box component="section" aria-labelledby="saved-searches">
        <Typography id="saved-searches" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t('saved.searches.title')}
        </Typography>
        <SignedInRegion loadingLabel={t('saved.page.loadingSearches')}>
          {({ uid }) => <SavedSearches uid={uid} />}
        </SignedInRegion>
      </Box>
    </DashboardPage>
  );
}
