// An order's conversation (DESIGN: conversation, reviews and notifications): its buyer and its
// seller write through the API; the two of them read straight from Firestore.
import { CONVERSATION_DAYS_AFTER_END } from './constants';
import { COLLECTIONS } from './firestore';
import { daysAfter, isDue, type OrderParties } from './order-lifecycle';
import type { TimestampLike } from './timestamp';

/** How much of the last message a conversation's summary keeps for the Messages list. */
const CONVERSATION_PREVIEW_MAX = 120;
/** Messages a page of the conversation shows; "Load earlier" adds as many. */
export const MESSAGES_PAGE_SIZE = 20;
/**
 * The newest conversations the unread counts add up (the menu and the order rows): a conversation
 * with an unread message is among the newest, since the message made it so.
 */
export const UNREAD_CONVERSATIONS_MAX = 20;

export const MESSAGES_SUBCOLLECTION = 'messages';
export const messagesPath = (orderId: string) => `${COLLECTIONS.orders}/${orderId}/${MESSAGES_SUBCOLLECTION}`;

/** `orders/{orderId}/messages/{id}`: one message, written by the API only. */
export interface MessageDoc {
  senderUid: string;
  /** As typed (trimmed); shown as plain text, never as links. */
  text: string;
  sentAt: TimestampLike;
}

/**
 * `conversations/{orderId}`: the server's summary of an order's conversation, so that a person's
 * conversations, newest first, and their unread counts are one limited query.
 */
export interface ConversationDoc {
  /** [buyerUid, sellerUid]: the list query's array-contains. */
  parties: string[];
  buyerUid: string;
  sellerUid: string;
  /** The order's book: the rules admit an admin when a report names it. */
  productId: string;
  itemName: string;
  buyerName: string;
  sellerName: string;
  /** The last message, cut to CONVERSATION_PREVIEW_MAX characters. */
  lastText: string;
  lastSenderUid: string;
  lastMessageAt: TimestampLike;
  /** Messages each party has not read yet, by uid. */
  unread: Record<string, number>;
}

/** The last message as the Messages list previews it. */
export const previewOf = (text: string) =>
  text.length > CONVERSATION_PREVIEW_MAX ? `${text.slice(0, CONVERSATION_PREVIEW_MAX - 1)}…` : text;

/**
 * When an order ended, for its conversation's window: the move that ended it, or the time a due
 * move takes effect (an expiry or an unanswered Pay) before the schedule writes it.
 */
function orderEndOf(
  order: Pick<OrderParties, 'status' | 'expiresAt'> & { endedAt?: TimestampLike },
  at: Date,
): number | undefined {
  if (order.endedAt) return order.endedAt.toMillis();
  return isDue(order, at) ? order.expiresAt.toMillis() : undefined;
}

/** Whether an order's conversation takes messages at `at`: live, or ended at most CONVERSATION_DAYS_AFTER_END ago. */
export function conversationOpen(order: Parameters<typeof orderEndOf>[0], at: Date): boolean {
  const end = orderEndOf(order, at);
  return end === undefined || at.getTime() <= daysAfter(new Date(end), CONVERSATION_DAYS_AFTER_END).getTime();
}
