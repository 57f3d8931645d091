import { DataRegion } from '../../../components/DataRegion';
import { MyOrdersTable } from '../../../features/orders/MyOrdersTable';
import { useMyOrders } from '../../../features/orders/order-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

function MyOrders({ uid }: { uid: string }) {
  return <MyOrdersTable page={useMyOrders(uid)} />;
}

export default function MyOrdersPage() {
  usePageMeta(PAGES.myOrders);
  const { uid } = useSignedInUser();
  return (
    <DashboardPage
      title="My orders"
      intro="Call the seller to agree on a time, and pay in cash when you meet at the place you agreed; press Pay once you have, and the book is yours. Changed your mind? Cancel the booking so others can buy the book."
    >
      <DataRegion key={uid} loadingLabel="Loading your orders">
        <MyOrders uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
