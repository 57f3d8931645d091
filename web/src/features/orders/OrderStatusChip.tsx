import { Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { effectiveStatus, ORDER_END_TEXT, type OrderDoc, type OrderStatus } from '@reshelf/domain';

const COLOR: Record<OrderStatus, ChipProps['color']> = {
  Booked: 'warning',
  Sold: 'success',
  Cancelled: 'default',
  Expired: 'default',
};

type ShownOrder = Pick<OrderDoc, 'status' | 'expiresAt' | 'endReason'>;

/** How an ended order ended: its recorded reason, or expiry for a booking that fell due. */
export function orderEndText(order: ShownOrder, now: Date): string | undefined {
  const status = effectiveStatus(order, now);
  if (status === 'Booked') return undefined;
  if (status === 'Expired' && order.status === 'Booked') return ORDER_END_TEXT.expired;
  return order.endReason ? ORDER_END_TEXT[order.endReason] : undefined;
}

/** The order's state as it stands now (a due booking shows Expired), and for an ended one how it ended. */
export function OrderStatusChip({ order, now = new Date() }: { order: ShownOrder; now?: Date }) {
  const status = effectiveStatus(order, now);
  const end = orderEndText(order, now);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip label={status} color={COLOR[status]} variant={status === 'Booked' ? 'outlined' : 'filled'} size="small" />
      {end && (
        <Typography variant="caption" color="text.secondary">
          {end}
        </Typography>
      )}
    </Stack>
  );
}
