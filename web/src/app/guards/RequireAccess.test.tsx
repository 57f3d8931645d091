import { DEMO_ACCOUNTS } from '@reshelf/domain';
import { act, render, screen } from '@testing-library/react';
import { use, useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '../../features/auth/log-in';
import { NotificationsProvider } from '../../lib/notify';
import { CACHE_OWNER_KEY } from '../../lib/cache-owner';
import { useKnownSession, useSession, type Session } from '../../lib/session-state';
import { SignedInRegion } from './SignedInRegion';
import LoginPage from '../routes/LoginPage';
import { RequireAccess } from './RequireAccess';

vi.mock('../../lib/session-state', () => ({ useSession: vi.fn(), useKnownSession: vi.fn() }));
vi.mock('../../features/auth/log-in', () => ({ logIn: vi.fn() }));
vi.mock('../../features/auth/google-sign-in', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('../../features/auth/google-account', () => ({ needsAccountPicker: true }));

const signedOut: Session = { status: 'signedOut', user: null, claims: {} };
const buyer = { status: 'signedIn', user: { uid: 'b1' }, claims: { account: 'Buyer' } } as unknown as Session;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useSession).mockReturnValue(signedOut);
  // Logging in changes the session, as Firebase would.
  vi.mocked(logIn).mockImplementation(async () => {
    vi.mocked(useSession).mockReturnValue(buyer);
    return { user: buyer.user!, needsProfile: false };
  });
});

// A dashboard page as the app's are: a heading, and a region that reads its reader.
const readers: string[] = [];
function OrdersPage() {
  return (
    <>
      <h1>My orders</h1>
      <SignedInRegion loadingLabel="Loading your orders">{({ uid }) => <Orders uid={uid} />}</SignedInRegion>
    </>
  );
}
function Orders({ uid }: { uid: string }) {
  readers.push(uid);
  return <p>Orders of {uid}</p>;
}

/**
 * A session Auth has not told yet: useSession says loading, useKnownSession suspends. `tell` gives
 * both the session; `tellParts` gives it to the page's regions first, for a guard that hears of it
 * a render later.
 */
function sessionToBeTold() {
  let current: Session = { status: 'loading', user: null, claims: {} };
  const listeners = new Set<() => void>();
  let known!: (s: Session) => void;
  const told = new Promise<Session>((resolve) => (known = resolve));
  vi.mocked(useSession).mockImplementation(() =>
    useSyncExternalStore(
      (l) => (listeners.add(l), () => listeners.delete(l)),
      () => current,
    ),
  );
  // The parts read the same user and claims the guard's session has.
  vi.mocked(useKnownSession).mockImplementation(() => use(told) as ReturnType<typeof useKnownSession>);
  const tellParts = (s: Session) =>
    act(async () => {
      known(s);
      await told;
    });
  const tellGuard = (s: Session) =>
    act(() => {
      current = s;
      listeners.forEach((l) => l());
    });
  const tell = async (s: Session) => {
    await tellParts(s);
    await tellGuard(s);
  };
  return { tell, tellParts, tellGuard };
}

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/login', element: <LoginPage /> },
      {
        path: '/categories/:id',
        element: (
          <RequireAccess access="signedIn">
            <h1>Horror books</h1>
          </RequireAccess>
        ),
      },
      { path: '/dashboard/myOrders', element: <RequireAccess access="signedIn" early children={<OrdersPage />} /> },
      { path: '/dashboard/sellerOrders', element: <RequireAccess access="seller" early children={<OrdersPage />} /> },
      {
        path: '/dashboard/addProduct',
        element: (
          <RequireAccess access="seller">
            <h1>Add a product</h1>
          </RequireAccess>
        ),
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(
    <NotificationsProvider>
      <RouterProvider router={router} />
    </NotificationsProvider>,
  );
  return router;
}

it('sends a visitor to log in, then back to the page they wanted, replacing the login in history', async () => {
  const router = renderApp('/categories/horror');
  expect(await screen.findByRole('form', { name: 'Log in' })).toBeVisible();
  expect(screen.queryByText(/needs a different kind of account/)).toBeNull();

  await userEvent.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(screen.getByLabelText('Password'), DEMO_ACCOUNTS.buyer.password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('heading', { name: 'Horror books' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/categories/horror');
  await act(() => router.navigate(-1));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
});

it('waits for the session before deciding', () => {
  vi.mocked(useSession).mockReturnValue({ status: 'loading', user: null, claims: {} });
  const router = renderApp('/categories/horror');
  expect(screen.getByRole('progressbar', { name: 'Checking your account' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/categories/horror');
});

it('shows the page at once to a signed-in user', () => {
  vi.mocked(useSession).mockReturnValue(buyer);
  renderApp('/categories/horror');
  expect(screen.getByRole('heading', { name: 'Horror books' })).toBeVisible();
});

it('tells a signed-in user when the page needs another role', async () => {
  vi.mocked(useSession).mockReturnValue(buyer);
  const router = renderApp('/dashboard/addProduct');
  expect(await screen.findByText(/needs a different kind of account/)).toBeVisible();
  expect(router.state.location.pathname).toBe('/login');
});

it('waits for the claims of a new account instead of refusing it', () => {
  vi.mocked(useSession).mockReturnValue({ ...buyer, claims: {}, claimsPending: true });
  const router = renderApp('/dashboard/addProduct');
  expect(screen.getByRole('progressbar', { name: 'Checking your account' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/dashboard/addProduct');
});

describe('a dashboard page drawn while Auth checks the saved session', () => {
  beforeEach(() => {
    readers.length = 0;
  });

  it('shows its heading at once to a reader this browser says may be signed in, and its data once the session is known', async () => {
    localStorage.setItem(CACHE_OWNER_KEY, 'b1');
    const { tell } = sessionToBeTold();
    await act(async () => renderApp('/dashboard/myOrders'));
    const heading = screen.getByRole('heading', { name: 'My orders' });
    expect(screen.getByRole('progressbar', { name: 'Loading your orders' })).toBeVisible();
    expect(readers).toEqual([]);

    await tell(buyer);
    expect(await screen.findByText('Orders of b1')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'My orders' })).toBe(heading);
  });

  it("waits with the guard's spinner when nobody has signed in here", async () => {
    sessionToBeTold();
    await act(async () => renderApp('/dashboard/myOrders'));
    expect(screen.getByRole('progressbar', { name: 'Checking your account' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'My orders' })).toBeNull();
  });

  it('reads nothing for a reader the page is not for, and sends them to log in', async () => {
    localStorage.setItem(CACHE_OWNER_KEY, 'b1');
    const { tellParts, tellGuard } = sessionToBeTold();
    const router = await act(async () => renderApp('/dashboard/sellerOrders'));
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeVisible();

    await tellParts(buyer);
    expect(readers).toEqual([]);
    await tellGuard(buyer);
    expect(await screen.findByText(/needs a different kind of account/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(readers).toEqual([]);
  });

  it('sends a reader whose saved session has ended to log in', async () => {
    localStorage.setItem(CACHE_OWNER_KEY, 'b1');
    const { tell } = sessionToBeTold();
    const router = await act(async () => renderApp('/dashboard/myOrders'));
    await tell(signedOut);
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(readers).toEqual([]);
  });
});
