import { DataRegion } from '../../../components/DataRegion';
import { AllOrdersTable } from '../../../features/orders/AllOrdersTable';
import { useAllOrders } from '../../../features/orders/order-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

function AllOrders() {
  return <AllOrdersTable page={useAllOrders()} />;
}

export default function AllOrdersPage() {
  usePageMeta(PAGES.allOrders);
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title="All orders" intro="Every booking on Reshelf, newest first.">
      <DataRegion key={uid} loadingLabel="Loading orders">
        <AllOrders />
      </DataRegion>
    </DashboardPage>
  );
}
