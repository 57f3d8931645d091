// An order's conversation: its buyer and its seller send messages through here; the summary
// (conversations/{orderId}) keeps the Messages list and the unread counts one query away.
import {
  COLLECTIONS,
  isBarred,
  conversationOpen,
  conversationPath,
  ERROR,
  MESSAGES_SUBCOLLECTION,
  previewOf,
  type ConversationDoc,
  type MessageDoc,
  type OrderDoc,
  type UserDoc,
} from '@reshelf/domain';
import { FieldPath, FieldValue, getFirestore, type WithFieldValue } from 'firebase-admin/firestore';
import { docRef, now } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { notify } from './notifications';
import type { Member } from './users';

const conversationRef = (orderId: string) => getFirestore().collection(COLLECTIONS.conversations).doc(orderId);

/** The caller's side of the order, or 404: to anyone else the order and its conversation do not exist. */
function otherParty(order: OrderDoc | undefined, uid: string): string {
  if (order?.buyerUid === uid) return order.sellerUid;
  if (order?.sellerUid === uid) return order.buyerUid;
  throw new HttpError('not-found');
}

/**
 * One message from the order's buyer or seller: refused when either account is suspended or
 * deleted, or when the order ended more than CONVERSATION_DAYS_AFTER_END days ago. The message, the
 * summary and the other party's notification are one transaction.
 */
export async function sendMessage(caller: Member, orderId: string, text: string): Promise<string> {
  const orderRef = docRef(COLLECTIONS.orders, orderId);
  const db = getFirestore();
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderDoc | undefined;
    const otherUid = otherParty(order, caller.uid);
    const users = db.collection(COLLECTIONS.users);
    const [me, other] = (await tx.getAll(users.doc(caller.uid), users.doc(otherUid))).map(
      (snap) => snap.data() as UserDoc | undefined,
    );
    if (!me || !other || isBarred(me) || isBarred(other)) throw new HttpError('forbidden', ERROR.conversationBarred);
    if (!conversationOpen(order!, new Date())) throw new HttpError('conflict', ERROR.conversationClosed);

    const { buyerUid, sellerUid, productId, itemName } = order!;
    const messageRef = orderRef.collection(MESSAGES_SUBCOLLECTION).doc();
    tx.create(messageRef, { senderUid: caller.uid, text, sentAt: now() } satisfies WithFieldValue<MessageDoc>);
    const byUid = { [caller.uid]: me.name, [otherUid]: other.name };
    const summary: WithFieldValue<ConversationDoc> = {
      parties: [buyerUid, sellerUid],
      buyerUid,
      sellerUid,
      productId,
      itemName,
      buyerName: byUid[buyerUid]!,
      sellerName: byUid[sellerUid]!,
      lastText: previewOf(text),
      lastSenderUid: caller.uid,
      lastMessageAt: now(),
      // The sender has seen everything so far; the other party has one more to read.
      unread: { [caller.uid]: 0, [otherUid]: FieldValue.increment(1) },
    };
    tx.set(conversationRef(orderId), summary, { merge: true });
    notify(tx, otherUid, {
      kind: 'message',
      link: conversationPath(orderId),
      params: { name: me.name, book: itemName },
    });
    return messageRef.id;
  });
}

/**
 * The caller has read the conversation: their unread count goes to 0 (modifiedCount 0 when it was).
 * The summary names the parties; only before the first message is the order read for them.
 */
export async function markRead(caller: Member, orderId: string): Promise<number> {
  const ref = conversationRef(orderId);
  return getFirestore().runTransaction(async (tx) => {
    const summary = (await tx.get(ref)).data() as ConversationDoc | undefined;
    if (!summary) {
      otherParty((await tx.get(docRef(COLLECTIONS.orders, orderId))).data() as OrderDoc | undefined, caller.uid);
      return 0;
    }
    if (!summary.parties.includes(caller.uid)) throw new HttpError('not-found');
    if (!summary.unread[caller.uid]) return 0;
    tx.update(ref, new FieldPath('unread', caller.uid), 0);
    return 1;
  });
}
