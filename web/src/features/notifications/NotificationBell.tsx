import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Badge, Box, Button, IconButton, Popover, Typography } from '@mui/material';
import { UNREAD_SHOWN_MAX } from '@reshelf/domain';
import { lazy, useCallback, useId, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { cappedCount } from '../../components/capped-count';
import { DataRegion } from '../../components/DataRegion';
import { useAction } from '../../components/use-action';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useAfterIdle } from './after-idle';
import { markAllRead, UnreadCounter } from './notification-reads';
import { bellLabel } from './notification-text';

// The list and its queries load when the bell is first opened, never with the page.
const NotificationList = lazy(() => import('./NotificationList'));

/**
 * The navbar's bell: the live count of unread notifications, started once the page is idle, and
 * on a press the newest notifications in a popover (a dialog: focus stays in it, Escape closes it).
 */
export default function NotificationBell({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const idle = useAfterIdle();
  const [count, setCount] = useState<number>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const markAll = useAction(markAllRead);
  const titleId = useId();
  const close = useCallback(() => setAnchor(null), []);
  const open = anchor !== null;
  const Icon = count ? NotificationsIcon : NotificationsNoneIcon;

  return (
    <>
      {idle && (
        <ErrorBoundary fallback={null} onError={(err) => console.error('Unread count failed', err)}>
          <UnreadCounter uid={uid} onCount={setCount} />
        </ErrorBoundary>
      )}
      <IconButton
        color="inherit"
        aria-label={bellLabel(t, count, f.count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge
          badgeContent={count ? cappedCount(count, UNREAD_SHOWN_MAX, f.count) : undefined}
          color="error"
          aria-hidden
        >
          <Icon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: 'min(75vh, 560px)' },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('notifications.title')}
          </Typography>
          <Button size="small" onClick={() => void markAll.run()} loading={markAll.pending} disabled={!count}>
            {t('notifications.markAll')}
          </Button>
        </Box>
        {open && (
          <DataRegion loadingLabel={t('notifications.loading')}>
            <NotificationList uid={uid} onOpen={close} />
          </DataRegion>
        )}
      </Popover>
    </>
  );
}
