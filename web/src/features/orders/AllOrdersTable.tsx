import { Box } from '@mui/material';
import { formatPrice, isActiveOrder, type OrderDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { Contact } from './order-cells';
import { useMoveOrder } from './order-moves';
import { OrderStatusChip } from './OrderStatusChip';

/** An admin ends a booking (ORDER_MOVES.adminCancel): the book is offered again. */
function AdminCancel({ order }: { order: Row<OrderDoc> }) {
  const { run, pending } = useMoveOrder();
  if (!isActiveOrder(order, new Date())) return null;
  return (
    <ConfirmButton
      aria-label={`Cancel booking of ${order.itemName}`}
      dismissLabel="Keep booking"
      title="Cancel this booking?"
      message={`${order.userEmail}'s booking of ${order.itemName} ends and the book is offered again.`}
      onConfirm={() => run(order._id, 'cancel')}
      pending={pending}
    >
      Cancel booking
    </ConfirmButton>
  );
}

const columns: Column<Row<OrderDoc>>[] = [
  { label: '#', cell: (_o, i) => i + 1 },
  { label: 'User email', cell: (o) => o.userEmail },
  { label: 'Item', cell: (o) => o.itemName },
  { label: 'Price', cell: (o) => formatPrice(o.price), align: 'right' },
  { label: 'Meeting location', cell: (o) => o.meetingLocation },
  { label: 'Phone', cell: (o) => <Box sx={{ whiteSpace: 'nowrap' }}>{o.phone}</Box> },
  { label: 'Seller', cell: (o) => <Contact name={o.sellerName} phone={o.sellerPhone} email={o.sellerEmail} /> },
  { label: 'Status', cell: (o) => <OrderStatusChip order={o} /> },
  { label: 'Actions', cell: (o) => <AdminCancel order={o} /> },
];

/** All orders (spec §2): number, user email, item, price, meeting location, phone, the seller, the status, and Cancel booking while booked. */
export function AllOrdersTable({ page }: { page: Paged<OrderDoc> }) {
  return (
    <LiveList
      live={page}
      what="the orders"
      empty={<EmptyState title="No orders yet" hint="Orders appear here as soon as a buyer books a book." />}
    >
      <DataTable label="All orders" columns={columns} rows={page.rows} minWidth={1000} />
      <LoadMore page={page} what="orders" />
    </LiveList>
  );
}
