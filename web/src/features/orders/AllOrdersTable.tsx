import { Box } from '@mui/material';
import { formatPrice, type OrderDoc } from '@reshelf/domain';
import { EmptyState } from '../../components/DataRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { OrderStatusChip } from './OrderStatusChip';

const columns: Column<Row<OrderDoc>>[] = [
  { label: '#', cell: (_o, i) => i + 1 },
  { label: 'User email', cell: (o) => o.userEmail },
  { label: 'Item', cell: (o) => o.itemName },
  { label: 'Price', cell: (o) => formatPrice(o.price), align: 'right' },
  { label: 'Meeting location', cell: (o) => o.meetingLocation },
  { label: 'Phone', cell: (o) => <Box sx={{ whiteSpace: 'nowrap' }}>{o.phone}</Box> },
  { label: 'Status', cell: (o) => <OrderStatusChip order={o} /> },
];

/** All orders (spec §2): number, user email, item, price, meeting location, phone, and the status. */
export function AllOrdersTable({ page }: { page: Paged<OrderDoc> }) {
  if (page.rows.length === 0) {
    return <EmptyState title="No orders yet" hint="Orders appear here as soon as a buyer books a book." />;
  }
  return (
    <>
      <DataTable label="All orders" columns={columns} rows={page.rows} minWidth={760} />
      <LoadMore page={page} what="orders" />
    </>
  );
}
