import { Box, Button } from '@mui/material';
import type { Paged } from './paged-query';

/** The "Load more" button under a paged list; nothing once every row is shown. */
export function LoadMore({ page, what }: { page: Paged<unknown>; what: string }) {
  if (!page.hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={page.loadMore} loading={page.loadingMore} aria-label={`Load more ${what}`}>
        Load more
      </Button>
    </Box>
  );
}
