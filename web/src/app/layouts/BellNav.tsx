import { ErrorBoundary } from 'react-error-boundary';
import NotificationBell from '../../features/notifications/NotificationBell';
import { FirebaseProviders } from '../../lib/firebase';
import { useSession } from '../../lib/session';

function SignedInBell() {
  const { status, user } = useSession();
  if (status !== 'signedIn' || !user) return null;
  return (
    <ErrorBoundary fallback={null} onError={(err) => console.error('Notification bell failed', err)}>
      <NotificationBell key={user.uid} uid={user.uid} />
    </ErrorBoundary>
  );
}

/** The notification bell, for signed-in people only; loaded after the page's first paint, like AuthNav. */
export default function BellNav() {
  return (
    <FirebaseProviders>
      <SignedInBell />
    </FirebaseProviders>
  );
}
