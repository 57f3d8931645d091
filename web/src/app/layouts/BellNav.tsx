import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useAfterFirstData } from '../../lib/after-first-data';
import { useSession } from '../../lib/session-state';

// Only a signed-in reader's navbar loads the bell.
const NotificationBell = lazy(() => import('../../features/notifications/NotificationBell'));

/** The notification bell, for signed-in people only; loaded after the page's first paint, like AuthNav. */
export default function BellNav() {
  const { status, user, claims } = useSession();
  // The count can wait for the page's own first data.
  const afterFirstData = useAfterFirstData();
  // Claims come once the profile exists: a sign-up in progress has none yet, and the rules would refuse its reads.
  if (!afterFirstData || status !== 'signedIn' || !user || !(claims.account || claims.admin)) return null;
  return (
    <ErrorBoundary fallback={null} onError={(err) => console.error('Notification bell failed', err)}>
      <Suspense fallback={null}>
        <NotificationBell key={user.uid} uid={user.uid} />
      </Suspense>
    </ErrorBoundary>
  );
}
