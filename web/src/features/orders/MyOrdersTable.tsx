import { Button, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatPrice, type OrderDoc } from '@reshelf/domain';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/DataRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Paged, Row } from '../../components/paged-query';
import { ScrollTable } from '../../components/ScrollTable';
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
      <ScrollTable label="My orders" minWidth={560}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Meeting location</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Payment</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.rows.map((order) => (
            <TableRow key={order._id} hover>
              <TableCell>{order.itemName}</TableCell>
              <TableCell align="right">{formatPrice(order.price)}</TableCell>
              <TableCell>{order.meetingLocation}</TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
              <TableCell>{order.status === 'paid' ? 'Paid' : <PayButton order={order} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <LoadMore page={page} what="orders" />
    </>
  );
}
