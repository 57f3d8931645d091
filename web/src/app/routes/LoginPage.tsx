import { Alert, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { DemoAccounts } from '../../components/DemoAccounts';
import { LoginForm } from '../../features/auth/LoginForm';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { returnPath, type AuthReturnState } from '../../features/auth/return-path';
import { PAGES } from '@reshelf/domain';
import { Trans, useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';
import { useHydrated } from '../../lib/client-island';

export default function LoginPage() {
  usePageMeta(PAGES.login);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthReturnState | null;
  // History state and the address's query survive a reload of the prerendered page, which has
  // neither: what they change shows once it hydrates.
  const hydrated = useHydrated();
  const denied = hydrated && state?.denied;

  return (
    <AuthPageLayout
      title={t('routes.login.title')}
      intro={t('routes.login.intro')}
      aside={import.meta.env.RESHELF_EMULATORS && <DemoAccounts />}
    >
      {denied && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('routes.login.denied')}
        </Alert>
      )}
      <LoginForm onLoggedIn={() => navigate(returnPath(state, location.search), { replace: true })} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Trans
          i18nKey="routes.login.newHere"
          components={{
            action: (
              <Link
                component={RouterLink}
                to={{ pathname: '/signUp', search: hydrated ? location.search : '' }}
                state={state}
                underline="always"
              />
            ),
          }}
        />
      </Typography>
    </AuthPageLayout>
  );
}
