import { SellersTable } from '../../../features/users/SellersTable';
import { useUsersByAccount } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function Sellers() {
  return <SellersTable page={useUsersByAccount('Seller')} />;
}

export default function SellersPage() {
  usePageMeta(PAGES.sellers);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.sellers.title')} intro={t('routes.dashboard.sellers.intro')}>
      <SignedInRegion loadingLabel={t('routes.dashboard.sellers.loading')}>{() => <Sellers />}</SignedInRegion>
    </DashboardPage>
  );
}
