import { DataRegion } from '../../../components/DataRegion';
import { BuyersTable } from '../../../features/users/BuyersTable';
import { useUsersByAccount } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

function Buyers() {
  return <BuyersTable page={useUsersByAccount('Buyer')} />;
}

export default function BuyersPage() {
  usePageMeta(PAGES.buyers);
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title="Buyers" intro="People who signed up to buy books.">
      <DataRegion key={uid} loadingLabel="Loading buyers">
        <Buyers />
      </DataRegion>
    </DashboardPage>
  );
}
