import { AllOrdersTable } from '../../../features/orders/AllOrdersTable';
import { useAllOrders } from '../../../features/orders/order-lists';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function AllOrders() {
  return <AllOrdersTable page={useAllOrders()} />;
}

export default function AllOrdersPage() {
  usePageMeta(PAGES.allOrders);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.allOrders.title')} intro={t('routes.dashboard.allOrders.intro')}>
      <SignedInRegion loadingLabel={t('routes.dashboard.allOrders.loading')}>{() => <AllOrders />}</SignedInRegion>
    </DashboardPage>
  );
}
