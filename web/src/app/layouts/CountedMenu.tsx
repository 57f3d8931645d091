// The dashboard menu's live counts, loaded apart from the layout: they read Firestore, and the
// layout draws before Firebase has loaded.
import { useMemo } from 'react';
import { useUnread } from '../../features/conversations/conversation-data';
import { MESSAGES_PATH } from '../../features/conversations/paths';
import { useHasOrders } from '../../features/orders/has-orders';
import { OPEN_BOOKINGS_MAX, useOpenBookings } from '../../features/orders/new-bookings';
import { MenuList, type MenuProps } from './DashboardMenu';

const SELLER_ORDERS = '/dashboard/sellerOrders';

/**
 * A seller sees My Orders once they have booked a book themselves (DESIGN: any signed-in user may
 * order), and how many bookings of their books wait for them, with a toast when one arrives.
 */
function SellerMenu({ uid, counts, ...props }: MenuProps & { uid: string }) {
  const hasOrders = useHasOrders(uid);
  const open = useOpenBookings(uid)?.length ?? 0;
  const withBookings = useMemo(
    () => ({ ...counts, [SELLER_ORDERS]: { n: open, label: 'app.dashboard.withNew', cap: OPEN_BOOKINGS_MAX - 1 } }),
    [counts, open],
  ) satisfies MenuProps['counts'];
  return <MenuList {...props} hasOrders={hasOrders} counts={withBookings} />;
}

/** Everyone's menu counts the unread messages; a seller's also their bookings. */
export default function CountedMenu({ uid, ...props }: MenuProps & { uid: string }) {
  const unread = useUnread(uid)?.total ?? 0;
  const counts = useMemo(
    () => ({ [MESSAGES_PATH]: { n: unread, label: 'conversations.menuUnread' } }),
    [unread],
  ) satisfies MenuProps['counts'];
  return props.claims.account === 'Seller' ? (
    <SellerMenu {...props} uid={uid} counts={counts} />
  ) : (
    <MenuList {...props} counts={counts} />
  );
}
