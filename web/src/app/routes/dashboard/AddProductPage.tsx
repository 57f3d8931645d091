import { useNavigate } from 'react-router-dom';
import { AddProductForm } from '../../../features/products/AddProductForm';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

export default function AddProductPage() {
  usePageMeta(PAGES.addProduct);
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DashboardPage title={t('routes.dashboard.addProduct.title')} intro={t('routes.dashboard.addProduct.intro')}>
      <SignedInRegion loadingLabel={t('app.guard.checking')}>
        {(user) => <AddProductForm sellerEmail={user.email ?? ''} onAdded={() => navigate('/dashboard/myProduct')} />}
      </SignedInRegion>
    </DashboardPage>
  );
}
