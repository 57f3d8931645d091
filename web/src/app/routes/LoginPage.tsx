import { Alert, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { DemoAccounts } from '../../components/DemoAccounts';
import { LoginForm } from '../../features/auth/LoginForm';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { returnPath, type AuthReturnState } from '../../features/auth/return-path';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from './use-page-meta';
import { useHydrated } from '../../lib/client-island';

export default function LoginPage() {
  usePageMeta(PAGES.login);
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthReturnState | null;
  // History state survives a reload of the prerendered page: the warning shows once it hydrates.
  const denied = useHydrated() && state?.denied;

  return (
    <AuthPageLayout
      title="Log in"
      intro="Welcome back. Your dashboard menu changes with your role: buyers see their orders, sellers add and advertise their books."
      aside={import.meta.env.RESHELF_EMULATORS && <DemoAccounts />}
    >
      {denied && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          The page you opened needs a different kind of account. Log in with an account that has access to it.
        </Alert>
      )}
      <LoginForm onLoggedIn={() => navigate(returnPath(state), { replace: true })} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        New to Reshelf?{' '}
        <Link component={RouterLink} to="/signUp" state={state} underline="always">
          Sign up
        </Link>
      </Typography>
    </AuthPageLayout>
  );
}
