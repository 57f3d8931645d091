import { DataRegion } from '../../../components/DataRegion';
import { SellersTable } from '../../../features/users/SellersTable';
import { useUsersByAccount } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

function Sellers() {
  return <SellersTable page={useUsersByAccount('Seller')} />;
}

export default function SellersPage() {
  usePageMeta(PAGES.sellers);
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title="Sellers" intro="Verify a seller to show buyers a verified badge on their books.">
      <DataRegion key={uid} loadingLabel="Loading sellers">
        <Sellers />
      </DataRegion>
    </DashboardPage>
  );
}
