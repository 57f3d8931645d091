import { Box, Button } from '@mui/material';
import { useTranslation } from '../lib/i18n';
import type { Paged } from '../lib/paged-query';

/** The "Load more" button under a paged list (`what`: the rows, translated); nothing once every row is shown. */
export function LoadMore({ page, what }: { page: Paged<unknown>; what: string }) {
  const { t } = useTranslation();
  if (!page.hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button
        variant="outlined"
        onClick={page.loadMore}
        loading={page.loadingMore}
        aria-label={t('common.loadMore.label', { what })}
      >
        {t('common.loadMore.button')}
      </Button>
    </Box>
  );
}
