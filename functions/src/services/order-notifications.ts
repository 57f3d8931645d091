// Who hears of an order's move, and what they read: the parties it concerns, never the one who
// made it, in the transaction that writes the move (writeMove).
import { ORDERS_PATHS, type NotificationKind, type OrderActor, type OrderDoc, type OrderMove } from '@reshelf/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { notify } from './notifications';

type Party = 'buyer' | 'seller';

/**
 * What each move tells whom. A removed buyer's account is going: only the seller hears of it (a
 * removed seller's notifications go with the account). A suspended party hears too, should the
 * suspension be lifted.
 */
const MOVE_NOTICES: Record<OrderMove, { kind: NotificationKind; to: readonly Party[] }> = {
  pay: { kind: 'paid', to: ['seller'] },
  markSold: { kind: 'sold', to: ['buyer'] },
  paidUnanswered: { kind: 'sold', to: ['buyer', 'seller'] },
  cancel: { kind: 'cancelled', to: ['seller'] },
  decline: { kind: 'declined', to: ['buyer'] },
  notPaid: { kind: 'declined', to: ['buyer'] },
  adminCancel: { kind: 'cancelled', to: ['buyer', 'seller'] },
  expire: { kind: 'expired', to: ['buyer', 'seller'] },
  listingRemoved: { kind: 'cancelled', to: ['buyer', 'seller'] },
  buyerRemoved: { kind: 'cancelled', to: ['seller'] },
  accountSuspended: { kind: 'cancelled', to: ['buyer', 'seller'] },
};

/** The book's title and the other party's name, as the order copied them. */
const paramsFor = (order: OrderDoc, to: Party, reason: string | undefined) => ({
  book: order.itemName,
  name: to === 'buyer' ? order.sellerName : order.buyerName,
  ...(reason ? { reason } : {}),
});

/** Notifies the parties `move` concerns, except `by`, in `tx`. */
export function notifyMove(
  tx: Transaction,
  order: OrderDoc,
  move: OrderMove,
  by: OrderActor,
  reason?: string,
  at?: Date,
) {
  const { kind, to } = MOVE_NOTICES[move];
  for (const party of to) {
    if (party === by) continue;
    const uid = party === 'buyer' ? order.buyerUid : order.sellerUid;
    notify(tx, uid, { kind, link: ORDERS_PATHS[party], params: paramsFor(order, party, reason) }, at);
  }
}

/** A new booking, to the seller. */
export function notifyBooked(tx: Transaction, sellerUid: string, book: string, buyerName: string, at?: Date) {
  notify(tx, sellerUid, { kind: 'booked', link: ORDERS_PATHS.seller, params: { book, name: buyerName } }, at);
}
