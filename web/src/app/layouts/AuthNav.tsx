import { Button, ListItemButton, ListItemText } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { FirebaseProviders } from '../../lib/firebase';
import { SessionSync, useSession } from '../../lib/session';
import { useLogout } from '../../features/auth/logout';
import { SignedOutLinks } from './Navbar';

function AuthLinks({ vertical = false }: { vertical?: boolean }) {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (session.status !== 'signedIn') return <SignedOutLinks vertical={vertical} />;
  const onLogout = async () => {
    await logout();
    navigate('/');
  };
  return (
    <>
      {!vertical && <SessionSync key={session.user!.uid} user={session.user!} />}
      {vertical ? (
        <ListItemButton onClick={onLogout}>
          <ListItemText primary="Logout" />
        </ListItemButton>
      ) : (
        <Button color="inherit" onClick={onLogout}>
          Logout
        </Button>
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
