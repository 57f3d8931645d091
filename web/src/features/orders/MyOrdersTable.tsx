import { Button, Stack } from '@mui/material';
import { formatPrice, isActiveOrder, type OrderDoc } from '@reshelf/domain';
import { Link } from 'react-router-dom';
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

function BuyerActions({ order }: { order: Row<OrderDoc> }) {
  const pay = useMoveOrder();
  const cancel = useMoveOrder();
  if (!isActiveOrder(order, new Date())) return null;
  const busy = pay.pending || cancel.pending;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'nowrap' }}>
      <Button
        size="small"
        variant="contained"
        loading={pay.pending}
        disabled={busy}
        onClick={() => pay.run(order._id, 'pay')}
        aria-label={`Pay for ${order.itemName}`}
      >
        Pay
      </Button>
      <ConfirmButton
        aria-label={`Cancel booking of ${order.itemName}`}
        dismissLabel="Keep booking"
        title="Cancel this booking?"
        message={`${order.itemName} is offered to other buyers again.`}
        onConfirm={() => cancel.run(order._id, 'cancel')}
        pending={cancel.pending}
        disabled={pay.pending}
      >
        Cancel booking
      </ConfirmButton>
    </Stack>
  );
}

const columns: Column<Row<OrderDoc>>[] = [
  { label: 'Item', cell: (o) => o.itemName },
  { label: 'Price', cell: (o) => formatPrice(o.price), align: 'right' },
  {
    label: 'Seller',
    cell: (o) => <Contact name={o.sellerName} phone={o.sellerPhone} email={o.sellerEmail} />,
  },
  { label: 'Meeting place', cell: (o) => o.meetingLocation },
  { label: 'Booked', cell: (o) => <BookedOn at={o.createdAt} /> },
  { label: 'Status', cell: (o) => <OrderStatusChip order={o} /> },
  { label: 'Actions', cell: (o) => <BuyerActions order={o} /> },
];

/** My orders (spec §2): the book, the seller to call, where to meet, the state, and what the buyer can still do. */
export function MyOrdersTable({ page }: { page: Paged<OrderDoc> }) {
  return (
    <LiveList
      live={page}
      what="your orders"
      empty={
        <EmptyState
          title="You have no orders yet"
          hint="Pick a category on the home page and press Order now on a book you like."
          action={
            <Button component={Link} to="/" variant="contained">
              Browse books
            </Button>
          }
        />
      }
    >
      <DataTable label="My orders" columns={columns} rows={page.rows} minWidth={880} />
      <LoadMore page={page} what="orders" />
    </LiveList>
  );
}
