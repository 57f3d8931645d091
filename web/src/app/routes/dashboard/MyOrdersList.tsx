// My orders' live table, loaded apart from the page: it reads Firestore, and the page's heading and
// safety tips draw before Firebase has loaded.
import type { OrderDoc } from '@reshelf/domain';
import { useMessagesColumn } from '../../../features/conversations/MessagesButton';
import { MyOrdersTable } from '../../../features/orders/MyOrdersTable';
import { useMyOrders } from '../../../features/orders/order-lists';
import { ReviewAction } from '../../../features/reviews/ReviewAction';
import type { Row } from '../../../lib/live-query';

/** Outside the page's render: the same function each time keeps the table's columns (DataTable). */
const reviewAsBuyer = (o: Row<OrderDoc>) => <ReviewAction order={o} side="buyer" />;

export default function MyOrdersList({ uid }: { uid: string }) {
  return <MyOrdersTable page={useMyOrders(uid)} extraColumn={useMessagesColumn(uid)} extraAction={reviewAsBuyer} />;
}
