import { DataRegion } from '../../../components/DataRegion';
import { useAdvertisedIds } from '../../../features/products/advertised-ids';
import { MyProductGrid } from '../../../features/products/MyProductGrid';
import { useMyProducts } from '../../../features/products/my-products';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

function MyProducts({ uid }: { uid: string }) {
  return <MyProductGrid page={useMyProducts(uid)} advertised={useAdvertisedIds(uid)} />;
}

export default function MyProductPage() {
  usePageMeta(PAGES.myProduct);
  const { uid } = useSignedInUser();
  return (
    <DashboardPage
      title="My products"
      intro="Advertise an available book to show it among the offers on the home page."
    >
      <DataRegion key={uid} loadingLabel="Loading your products">
        <MyProducts uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
