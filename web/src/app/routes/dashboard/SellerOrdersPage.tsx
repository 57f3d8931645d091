import { Stack } from '@mui/material';
import { useMessagesColumn } from '../../../features/conversations/MessagesButton';
import { SafetyTips } from '../../../components/SafetyTips';
import { useSellerOrders } from '../../../features/orders/order-lists';
import { SellerOrdersTable } from '../../../features/orders/SellerOrdersTable';
import { ReviewAction } from '../../../features/reviews/ReviewAction';
import { DashboardPage } from './DashboardPage';
import { SignedInRegion } from './SignedInRegion';
import { PAGES, type OrderDoc } from '@reshelf/domain';
import type { Row } from '../../../lib/live-query';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../use-page-meta';

/** Outside the page's render: the same function each time keeps the table's columns (DataTable). */
const reviewAsSeller = (o: Row<OrderDoc>) => <ReviewAction order={o} side="seller" />;

function SellerOrders({ uid }: { uid: string }) {
  return (
    <SellerOrdersTable page={useSellerOrders(uid)} extraColumn={useMessagesColumn(uid)} extraAction={reviewAsSeller} />
  );
}

export default function SellerOrdersPage() {
  usePageMeta(PAGES.sellerOrders);
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('routes.dashboard.sellerOrders.title')} intro={t('routes.dashboard.sellerOrders.intro')}>
      <Stack spacing={3}>
        <SafetyTips />
        <SignedInRegion loadingLabel={t('routes.dashboard.sellerOrders.loading')}>
          {({ uid }) => <SellerOrders uid={uid} />}
        </SignedInRegion>
      </Stack>
    </DashboardPage>
  );
}
