import { Button } from '@mui/material';
import { formatPrice, type OrderDoc } from '@reshelf/domain';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/DataRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { OrderStatusChip } from './OrderStatusChip';
import { usePayOrder } from './pay-order';

function PayButton({ order }: { order: Row<OrderDoc> }) {
  const { run, pending } = usePayOrder();
  return (
    <Button
      size="small"
      variant="contained"
      loading={pending}
      onClick={() => run(order._id)}
      aria-label={`Pay for ${order.itemName}`}
    >
      Pay
    </Button>
  );
}

const columns: Column<Row<OrderDoc>>[] = [
  { label: 'Item', cell: (o) => o.itemName },
  { label: 'Price', cell: (o) => formatPrice(o.price), align: 'right' },
  { label: 'Meeting location', cell: (o) => o.meetingLocation },
  { label: 'Status', cell: (o) => <OrderStatusChip status={o.status} /> },
  { label: 'Payment', cell: (o) => (o.status === 'paid' ? 'Paid' : <PayButton order={o} />) },
];

/** My orders (spec §2): item, price, meeting location, status, and Pay until the order is paid. */
export function MyOrdersTable({ page }: { page: Paged<OrderDoc> }) {
  if (page.rows.length === 0) {
    return (
      <EmptyState
        title="You have no orders yet"
        hint="Pick a category on the home page and press Order now on a book you like."
        action={
          <Button component={Link} to="/" variant="contained">
            Browse books
          </Button>
        }
      />
    );
  }
  return (
    <>
      <DataTable label="My orders" columns={columns} rows={page.rows} minWidth={560} />
      <LoadMore page={page} what="orders" />
    </>
  );
}
