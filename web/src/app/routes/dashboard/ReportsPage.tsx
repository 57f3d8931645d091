import { PAGES } from '@reshelf/domain';
import { OpenReports } from '../../../features/reports/OpenReports';
import { useOpenReports } from '../../../features/reports/report-lists';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';

function Reports() {
  return <OpenReports page={useOpenReports()} />;
}

export default function ReportsPage() {
  usePageMeta(PAGES.reports);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.reports.title')} intro={t('routes.dashboard.reports.intro')}>
      <SignedInRegion loadingLabel={t('routes.dashboard.reports.loading')}>{() => <Reports />}</SignedInRegion>
    </DashboardPage>
  );
}
