// The dashboard menu's live counts, loaded apart from the layout: they read Firestore, and the
// layout draws before Firebase has loaded. They draw nothing themselves but hand the counts to the
// menu, so its links stay the same elements when the counts arrive and a press then is not lost.
import { useEffect, useMemo } from 'react';
import { useUnread } from '../../features/conversations/conversation-data';
import { MESSAGES_PATH } from '../../features/conversations/paths';
import { useHasOrders } from '../../features/orders/has-orders';
import { OPEN_BOOKINGS_MAX, useOpenBookings } from '../../features/orders/new-bookings';
import type { MenuCount, MenuProps } from './DashboardMenu';

const SELLER_ORDERS = '/dashboard/sellerOrders';

/** What the menu shows beyond the roles, for the user `uid`. */
export interface Counted extends Pick<MenuProps, 'hasOrders' | 'counts'> {
  uid: string;
}
type Report = (counted: Counted) => void;

const unreadMessages = (n: number): MenuCount => ({ n, label: 'conversations.menuUnread' });

/**
 * A seller sees My Orders once they have booked a book themselves (DESIGN: any signed-in user may
 * order), and how many bookings of their books wait for them, with a toast when one arrives.
 */
function SellerCounts({ uid, unread, report }: { uid: string; unread: number; report: Report }) {
  const hasOrders = useHasOrders(uid);
  const open = useOpenBookings(uid)?.length ?? 0;
  const counted = useMemo(
    () => ({
      uid,
      hasOrders,
      counts: {
        [MESSAGES_PATH]: unreadMessages(unread),
        [SELLER_ORDERS]: { n: open, label: 'app.dashboard.withNew', cap: OPEN_BOOKINGS_MAX - 1 },
      },
    }),
    [uid, hasOrders, open, unread],
  ) satisfies Counted;
  useEffect(() => report(counted), [counted, report]);
  return null;
}

function ReaderCounts({ uid, unread, report }: { uid: string; unread: number; report: Report }) {
  const counted = useMemo(() => ({ uid, counts: { [MESSAGES_PATH]: unreadMessages(unread) } }), [uid, unread]);
  useEffect(() => report(counted), [counted, report]);
  return null;
}

/** Everyone's menu counts the unread messages; a seller's also their bookings. */
export default function MenuCounts({ uid, seller, report }: { uid: string; seller: boolean; report: Report }) {
  const unread = useUnread(uid)?.total ?? 0;
  const Counts = seller ? SellerCounts : ReaderCounts;
  return <Counts uid={uid} unread={unread} report={report} />;
}
