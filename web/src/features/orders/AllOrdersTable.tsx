import { Box } from '@mui/material';
import { isActiveOrder, type OrderDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { Contact, MeetingPlace } from './order-cells';
import { useMoveOrder } from './order-moves';
import { OrderStatusChip } from './OrderStatusChip';

/** An admin ends a booking (ORDER_MOVES.adminCancel): the book is offered again. */
function AdminCancel({ order }: { order: Row<OrderDoc> }) {
  const { run, pending } = useMoveOrder();
  const { t } = useTranslation();
  if (!isActiveOrder(order, new Date())) return null;
  return (
    <ConfirmButton
      aria-label={t('orders.cancel.label', { item: order.itemName })}
      dismissLabel={t('orders.cancel.keep')}
      title={t('orders.cancel.title')}
      message={t('orders.allOrders.cancelMessage', { email: order.userEmail ?? order.buyerName, item: order.itemName })}
      onConfirm={() => run(order._id, 'cancel')}
      pending={pending}
    >
      {t('orders.cancel.button')}
    </ConfirmButton>
  );
}

const columnsFor = (t: TFunction, format: ReturnType<typeof useFormat>): Column<Row<OrderDoc>>[] => [
  { label: t('orders.column.number'), cell: (_o, i) => format.count(i + 1) },
  { label: t('orders.column.userEmail'), cell: (o) => o.userEmail ?? o.buyerName },
  { label: t('orders.column.item'), cell: (o) => o.itemName },
  { label: t('orders.column.price'), cell: (o) => format.price(o.price), align: 'right' },
  { label: t('orders.column.meetingLocation'), cell: (o) => <MeetingPlace place={o.meetingLocation} /> },
  { label: t('orders.column.phone'), cell: (o) => <Box sx={{ whiteSpace: 'nowrap' }}>{o.phone}</Box> },
  {
    label: t('orders.column.seller'),
    cell: (o) => <Contact name={o.sellerName} phone={o.sellerPhone} email={o.sellerEmail} />,
  },
  { label: t('orders.column.status'), cell: (o) => <OrderStatusChip order={o} /> },
  { label: t('orders.column.actions'), cell: (o) => <AdminCancel order={o} /> },
];

/** All orders (spec §2): number, user email, item, price, meeting location, phone, the seller, the status, and Cancel booking while booked. */
export function AllOrdersTable({ page }: { page: Paged<OrderDoc> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <LiveList
      live={page}
      what={t('orders.allOrders.what')}
      empty={<EmptyState title={t('orders.allOrders.emptyTitle')} hint={t('orders.allOrders.emptyHint')} />}
    >
      <DataTable label={t('orders.allOrders.label')} columns={columnsFor(t, format)} rows={page.rows} minWidth={1000} />
      <LoadMore page={page} what={t('orders.loadMore')} />
    </LiveList>
  );
}
