import { Box, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { QUERIES, NOTIFICATIONS_PAGE_SIZE, type NotificationDoc } from '@reshelf/domain';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { LoadMore } from '../../components/LoadMore';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useTranslation } from '../../lib/i18n';
import { usePagedQuery } from '../../lib/paged-query';
import { useFormat } from '../../lib/use-format';
import { markRead } from './notification-reads';
import { notificationText, safeLink } from './notification-text';

/**
 * The person's notifications, newest first, a page at a time; each opens its page and is marked
 * read on the way. Loaded when the bell is first opened.
 */
export default function NotificationList({ uid, onOpen }: { uid: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const page = usePagedQuery<NotificationDoc>(QUERIES.myNotifications(uid), NOTIFICATIONS_PAGE_SIZE);
  return (
    <LiveList
      live={page}
      what={t('notifications.what')}
      empty={<EmptyState title={t('notifications.empty')} hint={t('notifications.emptyHint')} />}
      noteSx={{ px: 2, pt: 1.5 }}
    >
      <List disablePadding>
        {page.rows.map((note) => {
          const unread = !note.readAt;
          return (
            <ListItem key={note._id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={safeLink(note.link)}
                onClick={() => {
                  if (unread) void markRead(note._id);
                  onOpen();
                }}
                sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: unread ? 'action.hover' : undefined }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 1,
                    flex: 'none',
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    bgcolor: unread ? 'error.main' : 'transparent',
                  }}
                />
                <ListItemText
                  primary={
                    <>
                      {unread && <VisuallyHidden>{`${t('notifications.unread')}: `}</VisuallyHidden>}
                      {notificationText(t, note)}
                    </>
                  }
                  secondary={f.date(note.createdAt.toMillis())}
                  slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ pb: 2 }}>
        <LoadMore page={page} what={t('notifications.what')} />
      </Box>
    </LiveList>
  );
}
