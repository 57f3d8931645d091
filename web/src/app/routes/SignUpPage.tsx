import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { SignUpForm } from '../../features/auth/SignUpForm';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { returnPath, type AuthReturnState } from '../../features/auth/return-path';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from './use-page-meta';

export default function SignUpPage() {
  usePageMeta(PAGES.signUp);
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthReturnState | null;

  return (
    <AuthPageLayout
      title="Sign up"
      intro="Create your free account to book used books, or to sell the ones you have finished."
    >
      <SignUpForm onSignedUp={() => navigate(returnPath(state), { replace: true })} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login" state={state} underline="always">
          Log in
        </Link>
      </Typography>
    </AuthPageLayout>
  );
}
