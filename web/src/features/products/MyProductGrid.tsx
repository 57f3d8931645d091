import { Box, Button } from '@mui/material';
import type { ProductDoc } from '@reshelf/domain';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Paged } from '../../components/paged-query';
import { ProductCard } from './ProductCard';

/** My product (spec §2): the seller's listings as cards. */
export function MyProductGrid({ page, advertised }: { page: Paged<ProductDoc>; advertised: ReadonlySet<string> }) {
  return (
    <LiveList
      live={page}
      what="your products"
      empty={
        <EmptyState
          title="You have no products yet"
          hint="Add a book you want to sell; it shows on its category page at once."
          action={
            <Button component={Link} to="/dashboard/addProduct" variant="contained">
              Add a product
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
      <LoadMore page={page} what="products" />
    </LiveList>
  );
}
