import { PAGES } from '@reshelf/domain';
import { DataRegion } from '../../../components/DataRegion';
import { OpenReports } from '../../../features/reports/OpenReports';
import { useOpenReports } from '../../../features/reports/report-lists';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { useSignedInUser } from './use-signed-in-user';

function Reports() {
  return <OpenReports page={useOpenReports()} />;
}

export default function ReportsPage() {
  usePageMeta(PAGES.reports);
  const { t } = useTranslation();
  const { uid } = useSignedInUser();
  return (
    <DashboardPage title={t('routes.dashboard.reports.title')} intro={t('routes.dashboard.reports.intro')}>
      <DataRegion key={uid} loadingLabel={t('routes.dashboard.reports.loading')}>
        <Reports />
      </DataRegion>
    </DashboardPage>
  );
}
