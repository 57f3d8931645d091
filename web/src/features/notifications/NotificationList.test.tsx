import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { usePagedQuery } from '../../lib/paged-query';
import { markRead } from './notification-reads';
import NotificationList from './NotificationList';

vi.mock('../../lib/paged-query', () => ({ usePagedQuery: vi.fn() }));
vi.mock('./notification-reads', () => ({ markRead: vi.fn(async () => undefined) }));

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const rows = [
  {
    _id: 'n2',
    kind: 'booked',
    link: '/dashboard/sellerOrders',
    params: { book: 'Dracula', name: 'Nadia' },
    createdAt: at('2026-11-20T10:00:00Z'),
    readAt: null,
  },
  {
    _id: 'n1',
    kind: 'reportDecided',
    link: '/dashboard/myReports',
    params: { name: 'Dracula', outcome: 'kept' },
    createdAt: at('2026-11-19T10:00:00Z'),
    readAt: at('2026-11-19T11:00:00Z'),
  },
];
const page = (hasMore: boolean) => ({ rows, hasMore, loadMore: vi.fn(), loadingMore: false, fromCache: false });

function renderList(onOpen = vi.fn()) {
  render(
    <MemoryRouter>
      <NotificationList uid="u1" onOpen={onOpen} />
      <Routes>
        <Route path="/dashboard/sellerOrders" element={<h1>Orders for my books</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  return onOpen;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(usePagedQuery).mockReturnValue(page(true) as never);
});

it('lists the newest first, an unread one said so to a screen reader, with Load more', () => {
  renderList();
  const [first, second] = screen.getAllByRole('link');
  expect(first).toHaveAccessibleName(/^Unread: Nadia booked “Dracula”/);
  expect(first).toHaveAttribute('href', '/dashboard/sellerOrders');
  expect(second).toHaveAccessibleName(/^Your report of “Dracula” was decided: Looked at: no action was needed/);
  expect(screen.getByRole('button', { name: 'Load more notifications' })).toBeInTheDocument();
});

it('opening an unread one marks it read and goes to its page; a read one is not marked again', async () => {
  const user = userEvent.setup();
  const onOpen = renderList();
  await user.click(screen.getAllByRole('link')[1]!);
  expect(markRead).not.toHaveBeenCalled();
  await user.click(screen.getAllByRole('link')[0]!);
  expect(markRead).toHaveBeenCalledWith('n2');
  expect(onOpen).toHaveBeenCalledTimes(2);
  expect(await screen.findByRole('heading', { name: 'Orders for my books' })).toBeInTheDocument();
});

it('says when there are none', () => {
  vi.mocked(usePagedQuery).mockReturnValue({ ...page(false), rows: [] } as never);
  renderList();
  expect(screen.getByText('No notifications yet')).toBeInTheDocument();
});

it('says none only when the server said so: an empty offline cache is still loading', () => {
  vi.mocked(usePagedQuery).mockReturnValue({ ...page(false), rows: [], fromCache: true } as never);
  renderList();
  expect(screen.queryByText('No notifications yet')).toBeNull();
  expect(screen.getByRole('progressbar', { name: 'Loading notifications' })).toBeInTheDocument();
});
