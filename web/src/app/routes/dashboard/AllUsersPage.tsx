import { DataRegion } from '../../../components/DataRegion';
import { AllUsersTable } from '../../../features/users/AllUsersTable';
import { useAllUsers } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { usePageMeta } from '../use-page-meta';

function AllUsers({ uid }: { uid: string }) {
  return <AllUsersTable page={useAllUsers()} selfUid={uid} />;
}

export default function AllUsersPage() {
  usePageMeta(PAGES.allUsers);
  const { uid } = useSignedInUser();
  return (
    <DashboardPage
      title="All users"
      intro="Everyone with a Reshelf account, newest first. An admin can make others admins, and take another admin's role back."
    >
      <DataRegion key={uid} loadingLabel="Loading users">
        <AllUsers uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
