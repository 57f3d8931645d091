import type { RoleClaims } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnread } from '../../features/conversations/conversation-data';
import { useHasOrders } from '../../features/orders/has-orders';
import { useOpenBookings } from '../../features/orders/new-bookings';
import { CACHE_OWNER_KEY } from '../../lib/cache-owner';
import { useSession, type Session } from '../../lib/session-state';
import DashboardLayout from './DashboardLayout';

vi.mock('../../lib/session-state', () => ({ useSession: vi.fn() }));
vi.mock('../../features/orders/has-orders', () => ({ useHasOrders: vi.fn(() => false) }));
vi.mock('../../features/orders/new-bookings', () => ({
  OPEN_BOOKINGS_MAX: 50,
  useOpenBookings: vi.fn(() => undefined),
}));
vi.mock('../../features/conversations/conversation-data', () => ({ useUnread: vi.fn(() => undefined) }));
vi.mock('./Navbar', () => ({
  Navbar: ({ onToggleDrawer }: { onToggleDrawer: () => void }) => (
    <button onClick={onToggleDrawer}>Open or close the dashboard menu</button>
  ),
}));

const signedInAs = (claims: RoleClaims): Session => ({
  status: 'signedIn',
  user: { uid: 'u1', email: 'me@reshelf.test' } as never,
  claims,
});

async function renderAt(path: string, claims: RoleClaims | 'loading') {
  vi.mocked(useSession).mockReturnValue(
    claims === 'loading' ? { status: 'loading', user: null, claims: {} } : signedInAs(claims),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <p>Welcome page</p> },
          { path: ':screen', element: <p>A dashboard screen</p> },
        ],
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  // In an async act: React 19 drops the retry of a part suspended in a synchronous one (the counts).
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

const menu = () => screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
const menuLabels = () =>
  within(menu())
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('dashboard layout', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    vi.mocked(useHasOrders).mockReturnValue(false);
    vi.mocked(useOpenBookings).mockReturnValue(undefined);
    vi.mocked(useUnread).mockReturnValue(undefined);
  });

  // The counts come from a module loaded after the menu's entries (MenuCounts): the tests wait.
  it('counts the unread messages on Messages, for a buyer and a seller alike', async () => {
    vi.mocked(useUnread).mockReturnValue({ total: 3, byOrder: new Map([['o1', 3]]) });
    await renderAt('/dashboard', { account: 'Buyer' });
    const link = await within(menu()).findByRole('link', { name: 'Messages, 3 unread' });
    expect(useUnread).toHaveBeenCalledWith('u1');
    expect(link).toHaveAttribute('href', '/dashboard/messages');
    expect(within(link).getByText('3')).toBeInTheDocument();
  });

  it('says nothing of messages when none is unread', async () => {
    vi.mocked(useUnread).mockReturnValue({ total: 0, byOrder: new Map() });
    await renderAt('/dashboard', { account: 'Seller' });
    expect(within(menu()).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('counts the bookings waiting for a seller on Orders for my books', async () => {
    vi.mocked(useOpenBookings).mockReturnValue([{ _id: 'o1' }, { _id: 'o2' }] as never);
    await renderAt('/dashboard', { account: 'Seller' });
    const link = await within(menu()).findByRole('link', { name: 'Orders for my books, 2 new' });
    expect(link).toHaveAttribute('href', '/dashboard/sellerOrders');
    expect(within(link).getByText('2')).toBeInTheDocument();
  });

  it('shows the menu of the signed-in role and highlights the current page', async () => {
    await renderAt('/dashboard/myProduct', { account: 'Seller', verified: true });
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Add a product',
      'My product',
      'Orders for my books',
      'My reports',
      'Saved',
      'Messages',
    ]);
    expect(within(menu()).getByRole('link', { name: 'My product' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('A dashboard screen')).toBeInTheDocument();
  });

  it('adds My Orders for a seller who has placed an order', async () => {
    vi.mocked(useHasOrders).mockReturnValue(true);
    await renderAt('/dashboard', { account: 'Seller' });
    await within(menu()).findByRole('link', { name: 'My Orders' });
    expect(useHasOrders).toHaveBeenCalledWith('u1');
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Add a product',
      'My product',
      'Orders for my books',
      'My Orders',
      'My reports',
      'Saved',
      'Messages',
    ]);
  });

  it('gives an admin the five admin screens', async () => {
    await renderAt('/dashboard/allUsers', { admin: true, account: 'Buyer' });
    expect(menuLabels()).toEqual([
      'Dashboard',
      'All users',
      'All orders',
      'Sellers',
      'Buyers',
      'Reports',
      'My Orders',
      'My reports',
      'Saved',
      'Messages',
    ]);
    await vi.waitFor(() => expect(useUnread).toHaveBeenCalledWith('u1'));
    expect(useHasOrders).not.toHaveBeenCalled();
  });

  it('opens the menu in a drawer from the navbar button, and closes it on a choice', async () => {
    await renderAt('/dashboard', { account: 'Buyer' });
    const menus = () => screen.getAllByRole('navigation', { name: 'Dashboard', hidden: true });
    expect(menus()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open or close the dashboard menu' }));
    expect(menus()).toHaveLength(2);
    // The open drawer is modal: the page behind it is hidden from assistive technology.
    const drawer = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'My Orders' }));
    expect(await screen.findByText('A dashboard screen')).toBeInTheDocument();
    await vi.waitFor(() => expect(menus()).toHaveLength(1));
  });

  it('reads in Bangla, counting in Bangla digits', async () => {
    await act(() => i18next.changeLanguage('bn'));
    vi.mocked(useOpenBookings).mockReturnValue([{ _id: 'o1' }, { _id: 'o2' }] as never);
    await renderAt('/dashboard', { account: 'Seller' });
    const bnMenu = screen.getAllByRole('navigation', { name: 'ড্যাশবোর্ড' })[0]!;
    const link = await within(bnMenu).findByRole('link', { name: 'আমার বইয়ের অর্ডার, ২টি নতুন' });
    expect(within(link).getByText('২')).toBeInTheDocument();
    expect(within(bnMenu).getByRole('link', { name: 'পণ্য যোগ করুন' })).toHaveAttribute('href', '/dashboard/addProduct');
    vi.mocked(useUnread).mockReturnValue({ total: 12, byOrder: new Map([['o1', 12]]) });
    await renderAt('/dashboard', { account: 'Buyer' });
    const buyerMenu = screen.getAllByRole('navigation', { name: 'ড্যাশবোর্ড' }).at(-1)!;
    expect(await within(buyerMenu).findByRole('link', { name: 'বার্তা, ১২টি না-পড়া' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signedOut', user: null, claims: {} });
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <DashboardLayout /> },
        { path: '/login', element: <p>Login page</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });
  it('draws while the session is checked for a reader who may be signed in, with no menu entries until the roles are known', async () => {
    localStorage.setItem(CACHE_OWNER_KEY, 'u1');
    await renderAt('/dashboard/sellerOrders', 'loading');
    expect(screen.getByText('A dashboard screen')).toBeInTheDocument();
    expect(within(menu()).queryAllByRole('link')).toEqual([]);
  });

  it('waits at the spinner while the session is checked for a reader nobody signed in as here', async () => {
    await renderAt('/dashboard/sellerOrders', 'loading');
    expect(screen.queryByText('A dashboard screen')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Checking your account' })).toBeVisible();
  });
});
