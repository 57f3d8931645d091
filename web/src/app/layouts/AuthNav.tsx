import { ListItemButton, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../../features/auth/logout';
import { FirebaseProviders } from '../../lib/firebase';
import { SessionSync, useSession } from '../../lib/session';
import { LogoutButton } from './LogoutButton';
import { SignedOutLinks } from './SignedOutLinks';

function AuthLinks({ vertical = false }: { vertical?: boolean }) {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
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
      {vertical ? (
        <ListItemButton onClick={onLogout} disabled={busy}>
          <ListItemText primary={busy ? 'Logging out…' : 'Logout'} />
        </ListItemButton>
      ) : (
        <LogoutButton busy={busy} onClick={onLogout} />
      )}
    </>
  );
}

/** Login or Logout, and the signed-in user's token upkeep. */
export default function AuthNav({ vertical = false }: { vertical?: boolean }) {
  return (
    <FirebaseProviders>
      <AuthLinks vertical={vertical} />
    </FirebaseProviders>
  );
}
