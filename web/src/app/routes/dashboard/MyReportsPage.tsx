import { PAGES } from '@reshelf/domain';
import { MyReportsTable } from '../../../features/reports/MyReportsTable';
import { useMyReports } from '../../../features/reports/report-lists';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';

function MyReports({ uid }: { uid: string }) {
  return <MyReportsTable page={useMyReports(uid)} />;
}

export default function MyReportsPage() {
  usePageMeta(PAGES.myReports);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.myReports.title')} intro={t('routes.dashboard.myReports.intro')}>
      <SignedInRegion loadingLabel={t('routes.dashboard.myReports.loading')}>
        {({ uid }) => <MyReports uid={uid} />}
      </SignedInRegion>
    </DashboardPage>
  );
}
