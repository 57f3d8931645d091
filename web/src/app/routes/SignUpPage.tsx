import { useLocation, useNavigate } from 'react-router-dom';
import { SignUpForm } from '../../features/auth/SignUpForm';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { AuthSwitch } from '../layouts/AuthSwitch';
import { returnPath, type AuthReturnState } from '../../features/auth/return-path';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { usePageMeta } from './use-page-meta';

export default function SignUpPage() {
  usePageMeta(PAGES.signUp);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthReturnState | null;

  return (
    <AuthPageLayout title={t('routes.signUp.title')} intro={t('routes.signUp.intro')}>
      <SignUpForm onSignedUp={() => navigate(returnPath(state, location.search), { replace: true })} />
      <AuthSwitch i18nKey="routes.signUp.haveAccount" to="/login" />
    </AuthPageLayout>
  );
}
