import { Stack } from '@mui/material';
import { isActiveOrder, type OrderDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../components/live-query';
import type { Paged } from '../../components/paged-query';
import { BookedOn, Contact } from './order-cells';
import { useMoveOrder } from './order-moves';
import { OrderStatusChip } from './OrderStatusChip';

function SellerActions({ order }: { order: Row<OrderDoc> }) {
  const sold = useMoveOrder();
  const decline = useMoveOrder();
  if (!isActiveOrder(order, new Date())) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'nowrap' }}>
      <ConfirmButton
        aria-label={`Mark ${order.itemName} as sold`}
        tone="primary"
        title="Mark this book as sold?"
        message={`Do this once ${order.buyerName} has paid you in cash for ${order.itemName}.`}
        onConfirm={() => sold.run(order._id, 'sold')}
        pending={sold.pending}
        disabled={decline.pending}
      >
        Mark as sold
      </ConfirmButton>
      <ConfirmButton
        aria-label={`Decline booking of ${order.itemName}`}
        title="Decline this booking?"
        message={`${order.buyerName}'s booking ends and ${order.itemName} is offered to other buyers again.`}
        onConfirm={() => decline.run(order._id, 'decline')}
        pending={decline.pending}
        disabled={sold.pending}
      >
        Decline
      </ConfirmButton>
    </Stack>
  );
}

const columns: Column<Row<OrderDoc>>[] = [
  { label: 'Book', cell: (o) => o.itemName },
  { label: 'Buyer', cell: (o) => <Contact name={o.buyerName} phone={o.phone} /> },
  { label: 'Meeting place', cell: (o) => o.meetingLocation },
  { label: 'Booked', cell: (o) => <BookedOn at={o.createdAt} /> },
  { label: 'Status', cell: (o) => <OrderStatusChip order={o} /> },
  { label: 'Actions', cell: (o) => <SellerActions order={o} /> },
];

/** Orders for my books: who booked which book, where to meet, and the seller's moves while it is booked. */
export function SellerOrdersTable({ page }: { page: Paged<OrderDoc> }) {
  return (
    <LiveList
      live={page}
      what="the orders for your books"
      empty={
        <EmptyState
          title="No bookings yet"
          hint="When a buyer books one of your books, the booking appears here with their phone number and where to meet."
        />
      }
    >
      <DataTable label="Orders for my books" columns={columns} rows={page.rows} minWidth={820} />
      <LoadMore page={page} what="orders" />
    </LiveList>
  );
}
