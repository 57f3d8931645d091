import {
  MESSAGES_PAGE_SIZE,
  QUERIES,
  UNREAD_CONVERSATIONS_MAX,
  type ConversationDoc,
  type MessageDoc,
  type OrderDoc,
} from '@reshelf/domain';
import { useMemo } from 'react';
import { useLiveDoc, useLiveQuery, type Row } from '../../lib/live-query';
import { usePagedQuery } from '../../lib/paged-query';

export interface Unread {
  /** Unread messages over the person's newest conversations: the menu's count. */
  total: number;
  /** Unread messages by order id: the order rows' badges. */
  byOrder: ReadonlyMap<string, number>;
}

/** What a list of summaries says is unread for `uid`. */
export function unreadOf(rows: readonly Row<ConversationDoc>[], uid: string): Unread {
  const byOrder = new Map<string, number>();
  for (const row of rows) {
    const n = row.unread?.[uid] ?? 0;
    if (n > 0) byOrder.set(row._id, n);
  }
  return { total: [...byOrder.values()].reduce((a, b) => a + b, 0), byOrder };
}

/**
 * The person's unread messages, live, from one limited query of their newest conversations; the
 * menu and the order rows share it (the same query, one listener). Undefined while it loads.
 */
export function useUnread(uid: string): Unread | undefined {
  const { data } = useLiveQuery<ConversationDoc>(QUERIES.myConversations(uid), UNREAD_CONVERSATIONS_MAX, {
    suspense: false,
  });
  return useMemo(() => (data ? unreadOf(data, uid) : undefined), [data, uid]);
}

/** The person's conversations, newest message first, a page at a time (Messages). */
export const useMyConversations = (uid: string) => usePagedQuery<ConversationDoc>(QUERIES.myConversations(uid));

/** An order's messages, newest first, a page at a time (the view shows them oldest at the top). */
export const useOrderMessages = (orderId: string) =>
  usePagedQuery<MessageDoc>(QUERIES.orderMessages(orderId), MESSAGES_PAGE_SIZE);

/** The order a conversation belongs to: its book, its two parties and whether it has ended. */
export const useConversationOrder = (orderId: string) => useLiveDoc<OrderDoc>(`orders/${orderId}`, { suspense: true });
