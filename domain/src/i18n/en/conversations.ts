// An order's conversation in English: the Messages button on order rows, the Messages page and
// the conversation itself.
import { CONVERSATION_DAYS_AFTER_END } from '../../constants';

export const conversations = {
  open: {
    /** The order tables' column. */
    column: 'Messages',
    button: 'Messages',
    label: 'Messages about {{item}}',
    labelUnread: 'Messages about {{item}}, {{n}} unread',
  },
  /** The dashboard menu's entry with the messages waiting: "Messages, 2 unread". */
  menuUnread: '{{label}}, {{n}} unread',
  list: {
    title: 'Messages',
    intro: 'Your conversations with the other side of each order, newest first.',
    loading: 'Loading your conversations',
    what: 'your conversations',
    label: 'Your conversations',
    emptyTitle: 'No conversations yet',
    emptyHint: 'Open Messages on an order to ask the seller or the buyer about the book.',
    loadMore: 'Load more conversations',
    about: '{{item}}',
    with: 'With {{name}}',
    you: 'You: {{text}}',
    unread: '{{n}} unread',
    rowLabel: 'Conversation with {{name}} about {{item}}',
    rowLabelUnread: 'Conversation with {{name}} about {{item}}, {{n}} unread',
  },
  view: {
    title: 'Messages about “{{item}}”',
    titleLoading: 'Messages',
    with: 'With {{name}}',
    /** What an admin reading a reported conversation sees. */
    between: 'Between {{buyer}} (buyer) and {{seller}} (seller)',
    back: 'All messages',
    loading: 'Loading the messages',
    what: 'the messages',
    log: 'Messages',
    loadEarlier: 'Load earlier messages',
    empty: 'No messages yet. Ask about the book, or agree on where and when to meet.',
    you: 'You',
    sentBy: '{{name}}, {{at}}',
    field: 'Your message',
    count: '{{n}} / {{max}}',
    send: 'Send',
    closed: `This conversation is closed: messages can be sent until ${CONVERSATION_DAYS_AFTER_END} days after the order ends.`,
    notFound: 'There is no conversation here, or it is not yours.',
  },
};
