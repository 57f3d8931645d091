import { CONVERSATION_DAYS_AFTER_END, ERROR, MESSAGE_TEXT_MAX, type MessageDoc, type OrderDoc } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import type { Row } from '../../lib/live-query';
import type { Paged } from '../../lib/paged-query';
import { setFirestoreOffline } from '../../lib/reach';
import { at, order, pageOf } from '../../test/fixtures';
import { useConversationOrder, useOrderMessages, useUnread } from './conversation-data';
import { ConversationBoundary } from './ConversationBoundary';
import { ConversationView } from './ConversationView';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('./conversation-data', () => ({
  useConversationOrder: vi.fn(),
  useOrderMessages: vi.fn(),
  useUnread: vi.fn(),
}));

const BUYER = 'demo-buyer';
const message = (id: string, senderUid: string, text: string, iso: string): Row<MessageDoc> => ({
  _id: id,
  senderUid,
  text,
  sentAt: at(iso),
});
// Newest first, as the query gives them.
const MESSAGES = [
  message(
    'm2',
    'demo-seller',
    'No. Call 01712-345678 or see https://example.test/a-very-long-path',
    '2025-03-02T11:00:00Z',
  ),
  message('m1', BUYER, 'Is the spine torn?', '2025-03-02T10:00:00Z'),
];

interface Shown {
  messages?: Row<MessageDoc>[];
  more?: Partial<Paged<MessageDoc>>;
  unread?: number;
  order?: Partial<Row<OrderDoc>>;
}

function show({ messages = MESSAGES, more = {}, unread = 0, order: over = {} }: Shown = {}) {
  vi.mocked(useConversationOrder).mockReturnValue({ data: order(over), fromCache: false });
  vi.mocked(useOrderMessages).mockReturnValue(pageOf(messages, more));
  vi.mocked(useUnread).mockReturnValue({ total: unread, byOrder: new Map([['order-1', unread]]) });
  render(<ConversationView orderId="order-1" uid={BUYER} />);
}

beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue({ acknowledged: true });
});
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('the conversation', () => {
  it('shows the messages oldest at the top, mine as "You", as plain text with no links', () => {
    show();
    expect(screen.getByText('With Tanvir Hasan')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^You, .*Is the spine torn\?$/),
      expect.stringMatching(/^Tanvir Hasan, .*No\. Call 01712-345678 or see https:\/\/example\.test/),
    ]);
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/https:\/\/example\.test/)).toHaveStyle({
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
    });
  });

  it('loads earlier messages on request', async () => {
    const loadMore = vi.fn();
    show({ more: { hasMore: true, loadMore } });
    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('marks messages from the offline cache as possibly out of date', () => {
    setFirestoreOffline(true);
    try {
      show({ more: { fromCache: true } });
      expect(screen.getByText(/may be out of date/)).toBeInTheDocument();
      expect(screen.getByRole('log', { name: 'Messages' })).toBeInTheDocument();
    } finally {
      act(() => setFirestoreOffline(false));
    }
  });

  it('invites a first message when there is none', () => {
    show({ messages: [] });
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });

  it('marks the conversation read while it shows unread messages, and not otherwise', () => {
    show({ unread: 2 });
    expect(api).toHaveBeenCalledWith('/orders/order-1/messages/read', { method: 'PUT', toast: false });
    vi.mocked(api).mockClear();
    show({ unread: 0 });
    expect(api).not.toHaveBeenCalled();
  });

  it(`is closed ${CONVERSATION_DAYS_AFTER_END} days after the order ended`, () => {
    const ended = Date.now() - (CONVERSATION_DAYS_AFTER_END + 1) * 24 * 60 * 60 * 1000;
    show({ order: { status: 'Cancelled', endedAt: { toMillis: () => ended } } });
    expect(screen.getByText(/This conversation is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('an admin reading a reported conversation', () => {
  it('names both parties, each message by its sender, and offers no field to write in', () => {
    vi.mocked(useConversationOrder).mockReturnValue({ data: order(), fromCache: false });
    vi.mocked(useOrderMessages).mockReturnValue(pageOf(MESSAGES));
    vi.mocked(useUnread).mockReturnValue({ total: 0, byOrder: new Map() });
    render(<ConversationView orderId="order-1" uid="admin" />);
    expect(screen.getByText('Between Nadia Rahman (buyer) and Tanvir Hasan (seller)')).toBeInTheDocument();
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Nadia Rahman, /),
      expect.stringMatching(/^Tanvir Hasan, /),
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('counts the characters, sends the trimmed text and empties the field', async () => {
    show();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, '  Meet at 5?  ');
    expect(screen.getByText(`14 / ${MESSAGE_TEXT_MAX.toLocaleString('en')}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(api).toHaveBeenCalledWith('/orders/order-1/messages', { method: 'POST', body: { text: 'Meet at 5?' } });
    await vi.waitFor(() => expect(field).toHaveValue(''));
  });

  it('says what to write when the field is empty, and sends nothing', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('/orders/order-1/messages', expect.anything());
  });

  it('keeps the text when the send fails (the API client toasts why)', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(409, 'conflict', ERROR.conversationClosed));
    show();
    const field = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(field, 'Still there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(field).toHaveValue('Still there?');
  });

  it('reads in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    show();
    expect(screen.getByRole('textbox', { name: 'আপনার বার্তা' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাঠান' })).toBeInTheDocument();
    expect(screen.getByText('০ / ১,০০০')).toBeInTheDocument();
  });
});

describe('a conversation that is not the reader’s', () => {
  it('says so where the rules refused it, and leaves any other failure to the data region', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refuse = (code: string) => () => {
      throw Object.assign(new Error(code), { code });
    };
    const Refused = refuse('permission-denied');
    render(
      <ConversationBoundary>
        <Refused />
      </ConversationBoundary>,
    );
    expect(screen.getByText('There is no conversation here, or it is not yours.')).toBeInTheDocument();

    const Unavailable = refuse('unavailable');
    render(
      <ErrorBoundary fallback={<p>Could not load</p>}>
        <ConversationBoundary>
          <Unavailable />
        </ConversationBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
