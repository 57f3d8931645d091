import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatPrice, type OrderDoc } from '@reshelf/domain';
import { EmptyState } from '../../components/DataRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Paged } from '../../components/paged-query';
import { ScrollTable } from '../../components/ScrollTable';
import { OrderStatusChip } from './OrderStatusChip';

/** All orders (spec §2): number, user email, item, price, meeting location, phone, and the status. */
export function AllOrdersTable({ page }: { page: Paged<OrderDoc> }) {
  if (page.rows.length === 0) {
    return <EmptyState title="No orders yet" hint="Orders appear here as soon as a buyer books a book." />;
  }
  return (
    <>
      <ScrollTable label="All orders" minWidth={760}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>User email</TableCell>
            <TableCell>Item</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Meeting location</TableCell>
            <TableCell>Phone</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.rows.map((order, i) => (
            <TableRow key={order._id} hover>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{order.userEmail}</TableCell>
              <TableCell>{order.itemName}</TableCell>
              <TableCell align="right">{formatPrice(order.price)}</TableCell>
              <TableCell>{order.meetingLocation}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.phone}</TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <LoadMore page={page} what="orders" />
    </>
  );
}
