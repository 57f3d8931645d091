import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { conversationOpen, formatDateTime, type MessageDoc, type OrderDoc } from '@reshelf/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { LiveList, NothingHere } from '../../components/LiveRegion';
import type { Row } from '../../lib/live-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useConversationOrder, useOrderMessages, useUnread } from './conversation-data';
import { MessageComposer } from './MessageComposer';
import { plainText } from '../../components/plain-text';
import { markRead } from './send-message';

/** Who wrote a message, by the names the order keeps. */
const senderName = (order: OrderDoc, uid: string) => (uid === order.buyerUid ? order.buyerName : order.sellerName);

function Message({ message, mine, sender }: { message: Row<MessageDoc>; mine: boolean; sender: string }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  // A message the server has not stamped yet has no time.
  const at = message.sentAt ? formatDateTime(new Date(message.sentAt.toMillis()), language) : '';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: '85%',
          minWidth: 0,
          bgcolor: mine ? 'action.hover' : 'background.paper',
          borderColor: mine ? 'primary.light' : 'divider',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {t('conversations.view.sentBy', { name: mine ? t('conversations.view.you') : sender, at })}
        </Typography>
        <Typography component="p" sx={plainText}>
          {message.text}
        </Typography>
      </Paper>
    </Box>
  );
}

/** Marks the conversation read while it is on screen and the person has unread messages in it. */
function useMarkRead(orderId: string, unread: number) {
  useEffect(() => {
    if (unread === 0) return undefined;
    const readIfVisible = () => {
      if (document.visibilityState === 'visible') markRead(orderId).catch((err: unknown) => console.error(err));
    };
    readIfVisible();
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [orderId, unread]);
}

function Messages({ order, orderId, uid }: { order: OrderDoc; orderId: string; uid: string }) {
  const { t } = useTranslation();
  const page = useOrderMessages(orderId);
  const log = useRef<HTMLDivElement>(null);
  const newest = page.rows[0]?._id;
  // The newest message at the bottom, in view when it arrives (not when earlier ones load above).
  useLayoutEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  const oldestFirst = [...page.rows].reverse();
  return (
    <Box>
      {page.hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          <Button variant="text" size="small" onClick={page.loadMore} loading={page.loadingMore}>
            {t('conversations.view.loadEarlier')}
          </Button>
        </Box>
      )}
      <LiveList
        live={page}
        what={t('conversations.view.what')}
        empty={
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('conversations.view.empty')}
          </Typography>
        }
      >
        {/* The log announces a message as it arrives; the list inside keeps its list semantics. */}
        <Box
          ref={log}
          role="log"
          aria-label={t('conversations.view.log')}
          sx={{ maxHeight: '60vh', overflowY: 'auto' }}
        >
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {oldestFirst.map((m) => (
              <Message key={m._id} message={m} mine={m.senderUid === uid} sender={senderName(order, m.senderUid)} />
            ))}
          </Stack>
        </Box>
      </LiveList>
    </Box>
  );
}

function Conversation({ order, orderId, uid }: { order: OrderDoc; orderId: string; uid: string }) {
  const { t } = useTranslation();
  useMarkRead(orderId, useUnread(uid)?.byOrder.get(orderId) ?? 0);
  // An admin may read a reported conversation; only its two parties write in it.
  const party = uid === order.buyerUid || uid === order.sellerUid;
  const open = conversationOpen(order, new Date());
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {party
          ? t('conversations.view.with', { name: uid === order.buyerUid ? order.sellerName : order.buyerName })
          : t('conversations.view.between', { buyer: order.buyerName, seller: order.sellerName })}
      </Typography>
      <Messages order={order} orderId={orderId} uid={uid} />
      {!party ? null : open ? (
        <MessageComposer orderId={orderId} />
      ) : (
        <Alert severity="info">{t('conversations.view.closed')}</Alert>
      )}
    </Stack>
  );
}

/** One order's conversation: the messages, oldest at the top, live, and the field to answer. */
export function ConversationView({ orderId, uid }: { orderId: string; uid: string }) {
  const { t } = useTranslation();
  const { data: order, fromCache } = useConversationOrder(orderId);
  if (!order) {
    return (
      <NothingHere fromCache={fromCache} what={t('conversations.view.what')}>
        <Alert severity="info">{t('conversations.view.notFound')}</Alert>
      </NothingHere>
    );
  }
  return <Conversation order={order} orderId={orderId} uid={uid} />;
}

/** The book the conversation is about, for the page's title. */
export function useConversationItem(orderId: string): string | undefined {
  return useConversationOrder(orderId).data?.itemName;
}
