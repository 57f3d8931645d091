import { Stack } from '@mui/material';
import { useMessagesColumn } from '../../../features/conversations/MessagesButton';
import { SafetyTips } from '../../../components/SafetyTips';
import { MyOrdersTable } from '../../../features/orders/MyOrdersTable';
import { useMyOrders } from '../../../features/orders/order-lists';
import { ReviewAction } from '../../../features/reviews/ReviewAction';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from './SignedInRegion';
import { PAGES } from '@reshelf/domain';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

function MyOrders({ uid }: { uid: string }) {
  return (
    <MyOrdersTable
      page={useMyOrders(uid)}
      extraColumn={useMessagesColumn(uid)}
      extraAction={(o) => <ReviewAction order={o} side="buyer" />}
    />
  );
}

export default function MyOrdersPage() {
  usePageMeta(PAGES.myOrders);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.myOrders.title')} intro={t('routes.dashboard.myOrders.intro')}>
      <Stack spacing={3}>
        <SafetyTips />
        <SignedInRegion loadingLabel={t('routes.dashboard.myOrders.loading')}>
          {({ uid }) => <MyOrders uid={uid} />}
        </SignedInRegion>
      </Stack>
    </DashboardPage>
  );
}
