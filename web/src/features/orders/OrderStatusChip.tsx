import { Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { dueMove, moveRule, ORDER_END_TEXT, effectiveStatus, type OrderDoc, type OrderStatus } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';

const COLOR: Record<OrderStatus, ChipProps['color']> = {
  Booked: 'warning',
  Paid: 'info',
  Sold: 'success',
  Cancelled: 'default',
  Expired: 'default',
};

type ShownOrder = Pick<OrderDoc, 'status' | 'expiresAt' | 'endReason'>;

/**
 * What stands under the state (a catalogue key): how an ended order ended (its recorded reason, or
 * the due move's for an order time has moved), or that a Paid order waits for the seller.
 */
export function orderStateText(
  order: ShownOrder,
  now: Date,
): (typeof ORDER_END_TEXT)[keyof typeof ORDER_END_TEXT] | 'orders.paidWaiting' | undefined {
  const due = dueMove(order, now);
  const reason = due ? moveRule(due).reason : order.endReason;
  if (reason) return ORDER_END_TEXT[reason];
  return order.status === 'Paid' ? 'orders.paidWaiting' : undefined;
}

/** The order's state as it stands now (a due order shows where time took it), and what it means. */
export function OrderStatusChip({ order, now = new Date() }: { order: ShownOrder; now?: Date }) {
  const { t } = useTranslation();
  const status = effectiveStatus(order, now);
  const text = orderStateText(order, now);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        label={t(`orders.status.${status}`)}
        color={COLOR[status]}
        variant={status === 'Booked' ? 'outlined' : 'filled'}
        size="small"
      />
      {text && (
        <Typography variant="caption" color="text.secondary">
          {t(text)}
        </Typography>
      )}
    </Stack>
  );
}
