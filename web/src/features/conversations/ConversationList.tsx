import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { ConversationDoc } from '@reshelf/domain';
import { Link } from 'react-router-dom';
import { CountBadge } from '../../components/CountBadge';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { conversationPath } from './paths';
import { plainText } from '../../components/plain-text';

function ConversationRow({ row, uid }: { row: Row<ConversationDoc>; uid: string }) {
  const { t } = useTranslation();
  const { count, date } = useFormat();
  const name = row.buyerUid === uid ? row.sellerName : row.buyerName;
  const unread = row.unread?.[uid] ?? 0;
  const item = row.itemName;
  const last = row.lastSenderUid === uid ? t('conversations.list.you', { text: row.lastText }) : row.lastText;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={Link}
        to={conversationPath(row._id)}
        aria-label={
          unread > 0
            ? t('conversations.list.rowLabelUnread', { name, item, n: count(unread) })
            : t('conversations.list.rowLabel', { name, item })
        }
        sx={{ alignItems: 'flex-start', gap: 2 }}
      >
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Box component="span" sx={{ fontWeight: unread > 0 ? 700 : 500, ...plainText }}>
                {item}
              </Box>
              <Typography component="span" variant="body2" color="text.secondary">
                {row.lastMessageAt ? date(row.lastMessageAt.toMillis()) : ''}
              </Typography>
            </Box>
          }
          secondary={
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {t('conversations.list.with', { name })}
              </Box>
              <Box
                component="span"
                sx={{ display: 'block', ...plainText, whiteSpace: 'normal', maxHeight: '3em', overflow: 'hidden' }}
              >
                {last}
              </Box>
            </>
          }
        />
        {unread > 0 && <CountBadge text={count(unread)} sx={{ mt: 1 }} />}
      </ListItemButton>
    </ListItem>
  );
}

/** Messages: the person's conversations, the newest message first, with what each has unread. */
export function ConversationList({ page, uid }: { page: Paged<ConversationDoc>; uid: string }) {
  const { t } = useTranslation();
  return (
    <LiveList
      live={page}
      what={t('conversations.list.what')}
      empty={<EmptyState title={t('conversations.list.emptyTitle')} hint={t('conversations.list.emptyHint')} />}
    >
      <List aria-label={t('conversations.list.label')} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {page.rows.map((row) => (
          <ConversationRow key={row._id} row={row} uid={uid} />
        ))}
      </List>
      <LoadMore page={page} what={t('conversations.list.loadMore')} />
    </LiveList>
  );
}
