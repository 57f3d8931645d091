import { Box, Button } from '@mui/material';
import type { ProductDoc } from '@reshelf/domain';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { ProductCard } from './ProductCard';

/** My product (spec §2): the seller's listings as cards. */
export function MyProductGrid({ page, advertised }: { page: Paged<ProductDoc>; advertised: ReadonlySet<string> }) {
  const { t } = useTranslation();
  return (
    <LiveList
      live={page}
      what={t('products.grid.what')}
      empty={
        <EmptyState
          title={t('products.grid.emptyTitle')}
          hint={t('products.grid.emptyHint')}
          action={
            <Button component={Link} to="/dashboard/addProduct" variant="contained">
              {t('products.grid.add')}
            </Button>
          }
        />
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {page.rows.map((product) => (
          <ProductCard key={product._id} product={product} advertised={advertised.has(product._id)} />
        ))}
      </Box>
      <LoadMore page={page} what={t('products.grid.loadMore')} />
    </LiveList>
  );
}
