import { Stack } from '@mui/material';
import { PAGES } from '@reshelf/domain';
import { SafetyTips } from '../../../components/SafetyTips';
import { useTranslation } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { usePageMeta } from '../use-page-meta';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from '../../guards/SignedInRegion';

const SellerOrdersList = lazyPart(() => import('./SellerOrdersList'));

export default function SellerOrdersPage() {
  usePageMeta(PAGES.sellerOrders);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.sellerOrders.title')} intro={t('routes.dashboard.sellerOrders.intro')}>
      <Stack spacing={3}>
        <SafetyTips />
        <SignedInRegion loadingLabel={t('routes.dashboard.sellerOrders.loading')} preload={SellerOrdersList.preload}>
          {({ uid }) => <SellerOrdersList uid={uid} />}
        </SignedInRegion>
      </Stack>
    </DashboardPage>
  );
}
