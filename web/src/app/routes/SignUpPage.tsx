import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { SignUpForm } from '../../features/auth/SignUpForm';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { returnPath, type AuthReturnState } from '../../features/auth/return-path';
import { PAGES } from '@reshelf/domain';
import { Trans, useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';
import { useHydrated } from '../../lib/client-island';

export default function SignUpPage() {
  usePageMeta(PAGES.signUp);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthReturnState | null;
  // The address's query survives a reload of the prerendered page, which has none.
  const hydrated = useHydrated();

  return (
    <AuthPageLayout title={t('routes.signUp.title')} intro={t('routes.signUp.intro')}>
      <SignUpForm onSignedUp={() => navigate(returnPath(state, location.search), { replace: true })} />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <Trans
          i18nKey="routes.signUp.haveAccount"
          components={{
            action: (
              <Link
                component={RouterLink}
                to={{ pathname: '/login', search: hydrated ? location.search : '' }}
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
