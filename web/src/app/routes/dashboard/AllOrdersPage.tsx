import { DataRegion } from '../../../components/DataRegion';
import { AllOrdersTable } from '../../../features/orders/AllOrdersTable';
import { useAllOrders } from '../../../features/orders/order-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function AllOrders() {
  return <AllOrdersTable page={useAllOrders()} />;
}

export default function AllOrdersPage() {
  usePageMeta(PAGES.allOrders);
  const { t } = useTranslation();
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title={t('routes.dashboard.allOrders.title')} intro={t('routes.dashboard.allOrders.intro')}>
      <DataRegion key={uid} loadingLabel={t('routes.dashboard.allOrders.loading')}>
        <AllOrders />
      </DataRegion>
    </DashboardPage>
  );
}
