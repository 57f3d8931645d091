import { DataRegion } from '../../../components/DataRegion';
import { AllUsersTable } from '../../../features/users/AllUsersTable';
import { useAllUsers } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';

function AllUsers() {
  return <AllUsersTable page={useAllUsers()} />;
}

export default function AllUsersPage() {
  const { uid } = useSignedInUser();
  return (
    <DashboardPage
      title="All users"
      intro="Everyone with a Reshelf account, newest first. An admin can make others admins."
    >
      <DataRegion key={uid} loadingLabel="Loading users">
        <AllUsers />
      </DataRegion>
    </DashboardPage>
  );
}
