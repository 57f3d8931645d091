import { PAGES } from '@reshelf/domain';
import { DataRegion } from '../../../components/DataRegion';
import { MyReportsTable } from '../../../features/reports/MyReportsTable';
import { useMyReports } from '../../../features/reports/report-lists';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';

function MyReports({ uid }: { uid: string }) {
  return <MyReportsTable page={useMyReports(uid)} />;
}

export default function MyReportsPage() {
  usePageMeta(PAGES.myReports);
  const { t } = useTranslation();
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title={t('routes.dashboard.myReports.title')} intro={t('routes.dashboard.myReports.intro')}>
      <DataRegion key={uid} loadingLabel={t('routes.dashboard.myReports.loading')}>
        <MyReports uid={uid} />
      </DataRegion>
    </DashboardPage>
  );
}
