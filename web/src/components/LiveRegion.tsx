// How a live read's states look: only a server answer may say "empty" or "not found"; the
// offline cache may show what it holds, marked, or say that Reshelf cannot be reached.
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Typography, type SxProps, type Theme } from '@mui/material';
import { OFFLINE } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { useOffline } from '../lib/reach';
import { Loading } from './DataRegion';

/**
 * `children` says there is nothing (an empty list, a missing document): shown only when the
 * server said so. From the cache it is "cannot reach Reshelf" while offline, and loading before
 * the client knows (the server's answer, or the verdict offline, follows within seconds).
 */
export function NothingHere({
  fromCache,
  what,
  loading,
  children,
}: {
  fromCache: boolean;
  /** What the region shows, already translated ("this book"): said while it loads or cannot. */
  what: string;
  /** The region's own placeholder while it loads; a spinner by default. */
  loading?: ReactNode;
  children: ReactNode;
}) {
  const offline = useOffline();
  const { t } = useTranslation();
  if (!fromCache) return children;
  if (!offline) return loading ?? <Loading label={t('common.loadingWhat', { what })} />;
  return (
    <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />} sx={{ my: 2 }}>
      {t(OFFLINE.unreachable, { what })}
    </Alert>
  );
}

/** Above data the offline cache gave while Reshelf cannot be reached: it may be out of date. */
export function StaleNote({ fromCache, sx }: { fromCache: boolean; sx?: SxProps<Theme> }) {
  const offline = useOffline();
  const { t } = useTranslation();
  if (!fromCache || !offline) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={[{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CloudOffIcon fontSize="small" aria-hidden />
      {t(OFFLINE.stale)}
    </Typography>
  );
}

/** A live list: its rows with the stale note, or, when it has none, `empty` as NothingHere allows. */
export function LiveList({
  live,
  what,
  empty,
  loading,
  noteSx,
  children,
}: {
  live: { rows: readonly unknown[]; fromCache: boolean };
  what: string;
  empty: ReactNode;
  loading?: ReactNode;
  /** The stale note's place where the rows have no margin of their own (a popover). */
  noteSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  if (live.rows.length === 0)
    return (
      <NothingHere fromCache={live.fromCache} what={what} loading={loading}>
        {empty}
      </NothingHere>
    );
  return (
    <>
      <StaleNote fromCache={live.fromCache} sx={noteSx} />
      {children}
    </>
  );
}
