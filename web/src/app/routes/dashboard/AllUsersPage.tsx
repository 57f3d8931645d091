import { DataRegion } from '../../../components/DataRegion';
import { AllUsersTable } from '../../../features/users/AllUsersTable';
import { useAllUsers } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function AllUsers({ uid }: { uid: string }) {
  return <AllUsersTable page={useAllUsers()} selfUid={uid} />;
}

export default function AllUsersPage() {
  usePageMeta(PAGES.allUsers);
  const { t } = useTranslation();
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title={t('routes.dashboard.allUsers.title')} intro={t('routes.dashboard.allUsers.intro')}>
      <DataRegion key={uid} loadingLabel={t('routes.dashboard.allUsers.loading')}>
        <AllUsers uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
