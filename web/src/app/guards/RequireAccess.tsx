import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { isAllowed, type Access } from '../access';
import { ToLogin } from './ToLogin';

/**
 * Sends a visitor who may not see the page to /login, remembering where they came from.
 * Waits for the auth state and claims first, so neither a reload nor a fresh sign-up bounces a
 * signed-in user.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation();
  // Right after sign-up the role claims are still on their way: wait, do not refuse.
  const waiting = session.status === 'loading' || (session.claimsPending && !isAllowed(access, session.claims));
  if (waiting) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('app.guard.checking')} />
      </Box>
    );
  }
  if (session.status === 'signedOut' || !isAllowed(access, session.claims)) {
    return <ToLogin denied={session.status === 'signedIn'} />;
  }
  return children;
}
