// A seller's live table of bookings, loaded apart from the page: it reads Firestore, and the page's
// heading and safety tips draw before Firebase has loaded.
import type { OrderDoc } from '@reshelf/domain';
import { useMessagesColumn } from '../../../features/conversations/MessagesButton';
import { useSellerOrders } from '../../../features/orders/order-lists';
import { SellerOrdersTable } from '../../../features/orders/SellerOrdersTable';
import { ReviewAction } from '../../../features/reviews/ReviewAction';
import type { Row } from '../../../lib/live-query';

/** Outside the page's render: the same function each time keeps the table's columns (DataTable). */
const reviewAsSeller = (o: Row<OrderDoc>) => <ReviewAction order={o} side="seller" />;

export default function SellerOrdersList({ uid }: { uid: string }) {
  return (
    <SellerOrdersTable page={useSellerOrders(uid)} extraColumn={useMessagesColumn(uid)} extraAction={reviewAsSeller} />
  );
}
