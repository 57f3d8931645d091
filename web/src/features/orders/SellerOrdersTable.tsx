import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { effectiveStatus, type OrderDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { BookedOn, Contact, MeetingPlace } from './order-cells';
import { orderColumns, type OrderTableExtras } from './order-columns';
import { useMoveOrder } from './order-moves';
import { OrderStatusChip } from './OrderStatusChip';

/** After the buyer's Pay: Confirm payment (the book is sold) or Not paid (the book is offered again). */
function PaidActions({ order }: { order: Row<OrderDoc> }) {
  const sold = useMoveOrder();
  const notPaid = useMoveOrder();
  const { t } = useTranslation();
  const values = { buyer: order.buyerName, item: order.itemName };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ConfirmButton
        aria-label={t('orders.sellerOrders.confirmPaymentLabel', { item: order.itemName })}
        tone="primary"
        title={t('orders.sellerOrders.confirmPaymentTitle')}
        message={t('orders.sellerOrders.confirmPaymentMessage', values)}
        onConfirm={() => sold.run(order._id, 'sold')}
        pending={sold.pending}
        disabled={notPaid.pending}
      >
        {t('orders.sellerOrders.confirmPayment')}
      </ConfirmButton>
      <ConfirmButton
        aria-label={t('orders.sellerOrders.notPaidLabel', { item: order.itemName })}
        title={t('orders.sellerOrders.notPaidTitle')}
        message={t('orders.sellerOrders.notPaidMessage', values)}
        onConfirm={() => notPaid.run(order._id, 'not-paid')}
        pending={notPaid.pending}
        disabled={sold.pending}
      >
        {t('orders.sellerOrders.notPaid')}
      </ConfirmButton>
    </Stack>
  );
}

function SellerActions({ order }: { order: Row<OrderDoc> }) {
  const status = effectiveStatus(order, new Date());
  if (status === 'Paid') return <PaidActions order={order} />;
  return status === 'Booked' ? <BookedActions order={order} /> : null;
}

/** While booked: Mark as sold once the cash changed hands, or Decline. */
function BookedActions({ order }: { order: Row<OrderDoc> }) {
  const sold = useMoveOrder();
  const decline = useMoveOrder();
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ConfirmButton
        aria-label={t('orders.sellerOrders.markSoldLabel', { item: order.itemName })}
        tone="primary"
        title={t('orders.sellerOrders.markSoldTitle')}
        message={t('orders.sellerOrders.markSoldMessage', { buyer: order.buyerName, item: order.itemName })}
        onConfirm={() => sold.run(order._id, 'sold')}
        pending={sold.pending}
        disabled={decline.pending}
      >
        {t('orders.sellerOrders.markSold')}
      </ConfirmButton>
      <ConfirmButton
        aria-label={t('orders.sellerOrders.declineLabel', { item: order.itemName })}
        title={t('orders.sellerOrders.declineTitle')}
        message={t('orders.sellerOrders.declineMessage', { buyer: order.buyerName, item: order.itemName })}
        onConfirm={() => decline.run(order._id, 'decline')}
        pending={decline.pending}
        disabled={sold.pending}
      >
        {t('orders.sellerOrders.decline')}
      </ConfirmButton>
    </Stack>
  );
}

const columnsFor = (t: TFunction, extras: OrderTableExtras): Column<Row<OrderDoc>>[] =>
  orderColumns(
    t,
    [
      { label: t('orders.column.book'), cell: (o) => o.itemName },
      { label: t('orders.column.buyer'), cell: (o) => <Contact name={o.buyerName} phone={o.phone} /> },
      { label: t('orders.column.meetingPlace'), cell: (o) => <MeetingPlace place={o.meetingLocation} /> },
      { label: t('orders.column.booked'), cell: (o) => <BookedOn at={o.createdAt} /> },
      { label: t('orders.column.status'), cell: (o) => <OrderStatusChip order={o} /> },
    ],
    SellerActions,
    extras,
  );

/** Orders for my books: who booked which book, where to meet, and the seller's moves while the trade is live. */
export function SellerOrdersTable({ page, extraColumn, extraAction }: { page: Paged<OrderDoc> } & OrderTableExtras) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsFor(t, { extraColumn, extraAction }), [t, extraColumn, extraAction]);
  return (
    <LiveList
      live={page}
      what={t('orders.sellerOrders.what')}
      empty={<EmptyState title={t('orders.sellerOrders.emptyTitle')} hint={t('orders.sellerOrders.emptyHint')} />}
    >
      <DataTable label={t('orders.sellerOrders.label')} columns={columns} rows={page.rows} minWidth={820} />
      <LoadMore page={page} what={t('orders.loadMore')} />
    </LiveList>
  );
}
