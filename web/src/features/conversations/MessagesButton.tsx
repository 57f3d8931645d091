import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { Button } from '@mui/material';
import type { OrderDoc } from '@reshelf/domain';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CountBadge } from '../../components/CountBadge';
import type { Column } from '../../components/DataTable';
import type { Row } from '../../lib/live-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useUnread } from './conversation-data';
import { conversationPath } from './paths';

/** An order row's way into its conversation, with the messages the person has not read. */
export function MessagesButton({ orderId, item, unread }: { orderId: string; item: string; unread: number }) {
  const { t } = useTranslation();
  const { count } = useFormat();
  return (
    <Button
      size="small"
      variant="outlined"
      component={Link}
      to={conversationPath(orderId)}
      startIcon={<ChatBubbleOutlineIcon />}
      aria-label={
        unread > 0
          ? t('conversations.open.labelUnread', { item, n: count(unread) })
          : t('conversations.open.label', { item })
      }
      endIcon={unread > 0 ? <CountBadge text={count(unread)} /> : undefined}
    >
      {t('conversations.open.button')}
    </Button>
  );
}

/** The order tables' Messages column: each order's way into its conversation, with its unread count. */
export function useMessagesColumn(uid: string): Column<Row<OrderDoc>> {
  const { t } = useTranslation();
  const unread = useUnread(uid);
  return useMemo(
    () => ({
      label: t('conversations.open.column'),
      cell: (o) => <MessagesButton orderId={o._id} item={o.itemName} unread={unread?.byOrder.get(o._id) ?? 0} />,
    }),
    [t, unread],
  );
}
