import type { ConversationDoc } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../lib/live-query';
import { at, pageOf } from '../../test/fixtures';
import { unreadOf } from './conversation-data';
import { ConversationList } from './ConversationList';
import { MessagesButton } from './MessagesButton';

const conversation = (over: Partial<Row<ConversationDoc>> = {}): Row<ConversationDoc> => ({
  _id: 'order-1',
  parties: ['buyer', 'seller'],
  buyerUid: 'buyer',
  sellerUid: 'seller',
  productId: 'dracula',
  itemName: 'Dracula',
  buyerName: 'Nadia Rahman',
  sellerName: 'Tanvir Hasan',
  lastText: 'Is the spine torn?',
  lastSenderUid: 'buyer',
  lastMessageAt: at('2025-03-02T10:00:00Z'),
  unread: { buyer: 0, seller: 1 },
  ...over,
});

describe('Messages', () => {
  it('lists each conversation with the other person, the last message and what is unread', () => {
    const rows = [
      conversation(),
      conversation({
        _id: 'order-2',
        itemName: 'Emma',
        lastSenderUid: 'seller',
        lastText: 'Yes',
        unread: { buyer: 0 },
      }),
    ];
    render(
      <MemoryRouter>
        <ConversationList page={pageOf(rows)} uid="seller" />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Your conversations' });
    const first = within(list).getByRole('link', { name: 'Conversation with Nadia Rahman about Dracula, 1 unread' });
    expect(first).toHaveAttribute('href', '/dashboard/messages/order-1');
    expect(within(first).getByText('Is the spine torn?')).toBeInTheDocument();
    const second = within(list).getByRole('link', { name: 'Conversation with Nadia Rahman about Emma' });
    expect(within(second).getByText('You: Yes')).toBeInTheDocument();
  });

  it('says so when there is none', () => {
    render(<ConversationList page={pageOf<ConversationDoc>([])} uid="seller" />);
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
  });
});

describe('unread counts', () => {
  it('adds up the person’s own counts and keeps them by order', () => {
    const counts = unreadOf(
      [
        conversation(),
        conversation({ _id: 'order-2', unread: { seller: 3, buyer: 5 } }),
        conversation({ _id: 'order-3', unread: {} }),
      ],
      'seller',
    );
    expect(counts.total).toBe(4);
    expect([...counts.byOrder]).toEqual([
      ['order-1', 1],
      ['order-2', 3],
    ]);
  });

  it('show on an order row’s Messages button, for the eye and the screen reader', () => {
    render(
      <MemoryRouter>
        <MessagesButton orderId="order-1" item="Dracula" unread={2} />
        <MessagesButton orderId="order-2" item="Emma" unread={0} />
      </MemoryRouter>,
    );
    const dracula = screen.getByRole('link', { name: 'Messages about Dracula, 2 unread' });
    expect(dracula).toHaveAttribute('href', '/dashboard/messages/order-1');
    expect(within(dracula).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages about Emma' })).toBeInTheDocument();
  });
});
