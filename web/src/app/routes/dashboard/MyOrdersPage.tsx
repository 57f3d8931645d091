import { Stack } from '@mui/material';
import { PAGES } from '@reshelf/domain';
import { SafetyTips } from '../../../components/SafetyTips';
import { useTranslation } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';

const MyOrdersList = lazyPart(() => import('./MyOrdersList'));

export default function MyOrdersPage() {
  usePageMeta(PAGES.myOrders);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.myOrders.title')} intro={t('routes.dashboard.myOrders.intro')}>
      <Stack spacing={3}>
        <SafetyTips />
        <SignedInRegion loadingLabel={t('routes.dashboard.myOrders.loading')} preload={MyOrdersList.preload}>
          {({ uid }) => <MyOrdersList uid={uid} />}
        </SignedInRegion>
      </Stack>
    </DashboardPage>
  );
}
