import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session-state';
import DashboardLayout from './DashboardLayout';

// The counts' module arrives only when the test lets it.
let arrive!: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./MenuCounts', async (original) => {
  await arrived;
  return original();
});
vi.mock('../../lib/session-state', () => ({ useSession: vi.fn() }));
vi.mock('../../features/orders/has-orders', () => ({ useHasOrders: () => false }));
vi.mock('../../features/orders/new-bookings', () => ({ OPEN_BOOKINGS_MAX: 50, useOpenBookings: () => undefined }));
vi.mock('../../features/conversations/conversation-data', () => ({
  useUnread: () => ({ total: 3, byOrder: new Map([['o1', 3]]) }),
}));
vi.mock('./Navbar', () => ({ Navbar: () => null }));

it('keeps the menu’s links the same elements when the counts arrive, so a press at that moment is not lost', async () => {
  vi.mocked(useSession).mockReturnValue({
    status: 'signedIn',
    user: { uid: 'u1', email: 'me@reshelf.test' } as never,
    claims: { account: 'Buyer' },
  });
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardLayout />, children: [] }], {
    initialEntries: ['/dashboard'],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });
  const before = within(menu).getByRole('link', { name: 'Messages' });
  await act(async () => arrive());
  const after = await within(menu).findByRole('link', { name: 'Messages, 3 unread' });
  expect(after).toBe(before);
});
