import { Stack } from '@mui/material';
import { useMessagesColumn } from '../../../features/conversations/MessagesButton';
import { SafetyTips } from '../../../components/SafetyTips';
import { MyOrdersTable } from '../../../features/orders/MyOrdersTable';
import { useMyOrders } from '../../../features/orders/order-lists';
import { ReviewAction } from '../../../features/reviews/ReviewAction';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from './SignedInRegion';
import { PAGES, type OrderDoc } from '@reshelf/domain';
import type { Row } from '../../../lib/live-query';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

/** Outside the page's render: the same function each time keeps the table's columns (DataTable). */
const reviewAsBuyer = (o: Row<OrderDoc>) => <ReviewAction order={o} side="buyer" />;

function MyOrders({ uid }: { uid: string }) {
  return <MyOrdersTable page={useMyOrders(uid)} extraColumn={useMessagesColumn(uid)} extraAction={reviewAsBuyer} />;
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
