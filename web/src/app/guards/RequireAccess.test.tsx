import { DEMO_ACCOUNTS } from '@reshelf/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { logIn } from '../../features/auth/log-in';
import { NotificationsProvider } from '../../lib/notify';
import { useSession, type Session } from '../../lib/session';
import LoginPage from '../routes/LoginPage';
import { RequireAccess } from './RequireAccess';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
vi.mock('../../features/auth/log-in', () => ({ logIn: vi.fn() }));
vi.mock('../../features/auth/google-sign-in', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('../../features/auth/google-account', () => ({ needsAccountPicker: true }));

const signedOut: Session = { status: 'signedOut', user: null, claims: {} };
const buyer = { status: 'signedIn', user: { uid: 'b1' }, claims: { account: 'Buyer' } } as unknown as Session;

beforeEach(() => {
  vi.mocked(useSession).mockReturnValue(signedOut);
  // Logging in changes the session, as Firebase would.
  vi.mocked(logIn).mockImplementation(async () => {
    vi.mocked(useSession).mockReturnValue(buyer);
    return { user: buyer.user!, needsProfile: false };
  });
});

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
