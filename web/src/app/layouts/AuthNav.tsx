import { ListItemButton, ListItemText } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../features/auth/logout';
import { useTranslation } from '../../lib/i18n';
import { SessionSync } from '../../lib/session';
import { useSession } from '../../lib/session-state';
import { LogoutButton } from './LogoutButton';
import { SignedOutLinks } from './SignedOutLinks';

// Only a seller's navbar watches for new bookings; nobody else loads it.
const NewBookingAnnouncer = lazy(() => import('../../features/orders/NewBookingAnnouncer'));

/** Login or Logout, the signed-in user's token upkeep, and a seller's new-booking toasts. */
export default function AuthNav({ vertical = false }: { vertical?: boolean }) {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();
  if (session.status !== 'signedIn') return <SignedOutLinks vertical={vertical} />;
  const onLogout = async () => {
    setBusy(true);
    try {
      await logout();
      navigate('/');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {!vertical && <SessionSync key={session.user!.uid} user={session.user!} />}
      {!vertical && session.claims.account === 'Seller' && (
        <ErrorBoundary fallback={null} onError={(err) => console.error('New-booking watch failed', err)}>
          <Suspense fallback={null}>
            <NewBookingAnnouncer key={session.user!.uid} uid={session.user!.uid} />
          </Suspense>
        </ErrorBoundary>
      )}
      {vertical ? (
        <ListItemButton onClick={onLogout} disabled={busy}>
          <ListItemText primary={t(busy ? 'app.navbar.loggingOut' : 'app.navbar.logout')} />
        </ListItemButton>
      ) : (
        <LogoutButton busy={busy} onClick={onLogout} />
      )}
    </>
  );
}
