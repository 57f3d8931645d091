import { BuyersTable } from '../../../features/users/BuyersTable';
import { useUsersByAccount } from '../../../features/users/user-lists';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function Buyers() {
  return <BuyersTable page={useUsersByAccount('Buyer')} />;
}

export default function BuyersPage() {
  usePageMeta(PAGES.buyers);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.buyers.title')} intro={t('routes.dashboard.buyers.intro')}>
      <SignedInRegion loadingLabel={t('routes.dashboard.buyers.loading')}>{() => <Buyers />}</SignedInRegion>
    </DashboardPage>
  );
}
