import { Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { effectiveStatus, type OrderDoc } from '@reshelf/domain';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { BookedOn, Contact, MeetingPlace } from './order-cells';
import { orderColumns, type OrderTableExtras } from './order-columns';
import { useMoveOrder } from './order-moves';
import { OrderStatusChip } from './OrderStatusChip';

function BuyerActions({ order }: { order: Row<OrderDoc> }) {
  const pay = useMoveOrder();
  const cancel = useMoveOrder();
  const { t } = useTranslation();
  // Once paid, the seller has the next word.
  if (effectiveStatus(order, new Date()) !== 'Booked') return null;
  const busy = pay.pending || cancel.pending;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        loading={pay.pending}
        disabled={busy}
        onClick={() => pay.run(order._id, 'pay')}
        aria-label={t('orders.myOrders.payFor', { item: order.itemName })}
      >
        {t('orders.myOrders.pay')}
      </Button>
      <ConfirmButton
        aria-label={t('orders.cancel.label', { item: order.itemName })}
        dismissLabel={t('orders.cancel.keep')}
        title={t('orders.cancel.title')}
        message={t('orders.myOrders.cancelMessage', { item: order.itemName })}
        onConfirm={() => cancel.run(order._id, 'cancel')}
        pending={cancel.pending}
        disabled={pay.pending}
      >
        {t('orders.cancel.button')}
      </ConfirmButton>
    </Stack>
  );
}

const columnsFor = (t: TFunction, price: (n: number) => string, extras: OrderTableExtras): Column<Row<OrderDoc>>[] =>
  orderColumns(
    t,
    [
      { label: t('orders.column.item'), cell: (o) => o.itemName },
      { label: t('orders.column.price'), cell: (o) => price(o.price), align: 'right' },
      {
        label: t('orders.column.seller'),
        cell: (o) => <Contact name={o.sellerName} phone={o.sellerPhone} email={o.sellerEmail} />,
      },
      { label: t('orders.column.meetingPlace'), cell: (o) => <MeetingPlace place={o.meetingLocation} /> },
      { label: t('orders.column.booked'), cell: (o) => <BookedOn at={o.createdAt} /> },
      { label: t('orders.column.status'), cell: (o) => <OrderStatusChip order={o} /> },
    ],
    BuyerActions,
    extras,
  );

/** My orders (spec §2): the book, the seller to call, where to meet, the state, and what the buyer can still do. */
export function MyOrdersTable({ page, extraColumn, extraAction }: { page: Paged<OrderDoc> } & OrderTableExtras) {
  const { t } = useTranslation();
  const { price } = useFormat();
  const columns = useMemo(
    () => columnsFor(t, price, { extraColumn, extraAction }),
    [t, price, extraColumn, extraAction],
  );
  return (
    <LiveList
      live={page}
      what={t('orders.myOrders.what')}
      empty={
        <EmptyState
          title={t('orders.myOrders.emptyTitle')}
          hint={t('orders.myOrders.emptyHint')}
          action={
            <Button component={Link} to="/" variant="contained">
              {t('orders.myOrders.browse')}
            </Button>
          }
        />
      }
    >
      <DataTable label={t('orders.myOrders.label')} columns={columns} rows={page.rows} minWidth={880} />
      <LoadMore page={page} what={t('orders.loadMore')} />
    </LiveList>
  );
}
