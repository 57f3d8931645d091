import { DataRegion } from '../../../components/DataRegion';
import { SellersTable } from '../../../features/users/SellersTable';
import { useUsersByAccount } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function Sellers() {
  return <SellersTable page={useUsersByAccount('Seller')} />;
}

export default function SellersPage() {
  usePageMeta(PAGES.sellers);
  const { t } = useTranslation();
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title={t('routes.dashboard.sellers.title')} intro={t('routes.dashboard.sellers.intro')}>
      <DataRegion key={uid} loadingLabel={t('routes.dashboard.sellers.loading')}>
        <Sellers />
      </DataRegion>
    </DashboardPage>
  );
}
