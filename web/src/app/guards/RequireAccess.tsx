import { Box, CircularProgress } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { mayBeSignedIn } from '../../lib/cache-owner';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session-state';
import { isAllowed, type Access } from '../access';
import { GuardedAccess } from './signed-in-user';
import { ToLogin } from './ToLogin';

/**
 * Sends a visitor who may not see the page to /login, remembering where they came from.
 * Waits for the auth state and claims first, so neither a reload nor a fresh sign-up bounces a
 * signed-in user.
 *
 * `early`: the part reads its reader through `useSignedInReader`, which waits for the session, or
 * draws a loading session itself, so it is drawn while Auth checks a saved session (a round trip
 * to Auth on every start) for a reader this browser says may be signed in.
 */
export function RequireAccess({
  access,
  early = false,
  children,
}: {
  access: Access;
  early?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  const { t } = useTranslation();
  const checking = (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={t('app.guard.checking')} />
    </Box>
  );
  // Right after sign-up the role claims are still on their way: wait, do not refuse.
  const waiting = session.status === 'loading' || (session.claimsPending && !isAllowed(access, session.claims));
  if (waiting) {
    if (!early || session.status !== 'loading' || !mayBeSignedIn()) return checking;
  } else if (session.status === 'signedOut' || !isAllowed(access, session.claims)) {
    return <ToLogin denied={session.status === 'signedIn'} />;
  }
  if (!early) return children;
  return (
    <GuardedAccess value={access}>
      <Suspense fallback={checking}>{children}</Suspense>
    </GuardedAccess>
  );
}
