import { AllUsersTable } from '../../../features/users/AllUsersTable';
import { useAllUsers } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function AllUsers({ uid }: { uid: string }) {
  return <AllUsersTable page={useAllUsers()} selfUid={uid} />;
}

export default function AllUsersPage() {
  usePageMeta(PAGES.allUsers);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.allUsers.title')} intro={t('routes.dashboard.allUsers.intro')}>
      <SignedInRegion loadingLabel={t('routes.dashboard.allUsers.loading')}>
        {({ uid }) => <AllUsers uid={uid} />}
      </SignedInRegion>
    </DashboardPage>
  );
}
