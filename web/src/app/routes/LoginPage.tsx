import { Alert } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { DemoAccounts } from '../../components/DemoAccounts';
import { LoginForm } from '../../features/auth/LoginForm';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { AuthSwitch } from '../layouts/AuthSwitch';
import { returnPath, type AuthReturnState } from '../../features/auth/return-path';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';
import { useHydrated } from '../../lib/client-island';

/** `preloadPage`: readies the page the reader returns to while their sign-in runs. */
export default function LoginPage({ preloadPage }: { preloadPage?: (path: string) => void }) {
  usePageMeta(PAGES.login);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthReturnState | null;
  // History state survives a reload of the prerendered page: the warning shows once it hydrates.
  const denied = useHydrated() && state?.denied;
  const destination = returnPath(state, location.search);

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
      <LoginForm
        onSigningIn={() => preloadPage?.(destination)}
        onLoggedIn={() => navigate(destination, { replace: true })}
      />
      <AuthSwitch i18nKey="routes.login.newHere" to="/signUp" />
    </AuthPageLayout>
  );
}
