import { MEETING_LOCATION } from '@reshelf/domain';
import { DataRegion } from '../../../components/DataRegion';
import { MyOrdersTable } from '../../../features/orders/MyOrdersTable';
import { useMyOrders } from '../../../features/orders/order-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';

function MyOrders({ uid }: { uid: string }) {
  return <MyOrdersTable page={useMyOrders(uid)} />;
}

export default function MyOrdersPage() {
  const { uid } = useSignedInUser();
  return (
    <DashboardPage
      title="My orders"
      intro={`You pay the seller in cash when you meet in ${MEETING_LOCATION}; press Pay once you have, and the book is yours.`}
    >
      <DataRegion key={uid} loadingLabel="Loading your orders">
        <MyOrders uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
