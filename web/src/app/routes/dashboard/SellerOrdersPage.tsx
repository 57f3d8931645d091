import { DataRegion } from '../../../components/DataRegion';
import { useSellerOrders } from '../../../features/orders/order-lists';
import { SellerOrdersTable } from '../../../features/orders/SellerOrdersTable';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

function SellerOrders({ uid }: { uid: string }) {
  return <SellerOrdersTable page={useSellerOrders(uid)} />;
}

export default function SellerOrdersPage() {
  usePageMeta(PAGES.sellerOrders);
  const { uid } = useSignedInUser();
  return (
    <DashboardPage
      title="Orders for my books"
      intro="Call the buyer to agree on a time at the meeting place. Once they have paid you in cash, mark the book as sold; decline a booking you will not go through with, and the book is offered again."
    >
      <DataRegion key={uid} loadingLabel="Loading the orders for your books">
        <SellerOrders uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
