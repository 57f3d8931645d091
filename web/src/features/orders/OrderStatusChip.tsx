import { Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { effectiveStatus, ORDER_END_TEXT, type OrderDoc, type OrderStatus } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';

const COLOR: Record<OrderStatus, ChipProps['color']> = {
  Booked: 'warning',
  Sold: 'success',
  Cancelled: 'default',
  Expired: 'default',
};

type ShownOrder = Pick<OrderDoc, 'status' | 'expiresAt' | 'endReason'>;

/** How an ended order ended (a catalogue key): its recorded reason, or expiry for a booking that fell due. */
export function orderEndText(
  order: ShownOrder,
  now: Date,
): (typeof ORDER_END_TEXT)[keyof typeof ORDER_END_TEXT] | undefined {
  const status = effectiveStatus(order, now);
  if (status === 'Booked') return undefined;
  if (status === 'Expired' && order.status === 'Booked') return ORDER_END_TEXT.expired;
  return order.endReason ? ORDER_END_TEXT[order.endReason] : undefined;
}

/** The order's state as it stands now (a due booking shows Expired), and for an ended one how it ended. */
export function OrderStatusChip({ order, now = new Date() }: { order: ShownOrder; now?: Date }) {
  const { t } = useTranslation();
  const status = effectiveStatus(order, now);
  const end = orderEndText(order, now);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        label={t(`orders.status.${status}`)}
        color={COLOR[status]}
        variant={status === 'Booked' ? 'outlined' : 'filled'}
        size="small"
      />
      {end && (
        <Typography variant="caption" color="text.secondary">
          {t(end)}
        </Typography>
      )}
    </Stack>
  );
}
