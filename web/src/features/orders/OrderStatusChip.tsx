import { Chip } from '@mui/material';
import type { OrderStatus } from '@reshelf/domain';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return status === 'paid' ? (
    <Chip label="Paid" color="success" size="small" />
  ) : (
    <Chip label="Booked" color="warning" variant="outlined" size="small" />
  );
}
