import { ERROR, SUCCESS } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../lib/notify';
import { text } from '../../../../test/support/text';
import AuthActionPage from './AuthActionPage';

vi.mock('firebase/auth', () => ({
  applyActionCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
  verifyPasswordResetCode: vi.fn(),
}));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/session-state', () => ({ useSession: () => ({ status: 'signedOut', user: null, claims: {} }) }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function renderPage(search: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth/action', element: <AuthActionPage /> },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntries: [`/auth/action${search}`] },
  );
  render(
    <NotificationsProvider>
      <RouterProvider router={router} />
    </NotificationsProvider>,
  );
  return router;
}

it('sets a new password from a reset link, then sends the person to log in', async () => {
  vi.mocked(verifyPasswordResetCode).mockResolvedValue('reader@reshelf.test');
  vi.mocked(confirmPasswordReset).mockResolvedValue();
  const router = renderPage('?mode=resetPassword&oobCode=code-1');

  expect(await screen.findByLabelText('Email')).toHaveValue('reader@reshelf.test');
  await userEvent.type(screen.getByLabelText('New password'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByText('Use at least 6 characters')).toBeVisible();
  expect(confirmPasswordReset).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('New password'), '456789');
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByText(text(SUCCESS.passwordChanged))).toBeVisible();
  expect(confirmPasswordReset).toHaveBeenCalledWith(expect.anything(), 'code-1', '123456789');
  expect(router.state.location.pathname).toBe('/login');
});

it('says so when a reset link has expired or was used', async () => {
  vi.mocked(verifyPasswordResetCode).mockRejectedValue(new FirebaseError('auth/expired-action-code', 'x'));
  renderPage('?mode=resetPassword&oobCode=old');
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.actionLinkInvalid));
  expect(screen.queryByLabelText('New password')).toBeNull();
});

it('verifies an email once and offers to log in', async () => {
  vi.mocked(applyActionCode).mockResolvedValue();
  renderPage('?mode=verifyEmail&oobCode=code-2');
  expect(await screen.findByText(text(SUCCESS.emailVerified))).toBeVisible();
  expect(applyActionCode).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

it('refuses a link without a code', () => {
  renderPage('?mode=verifyEmail');
  expect(screen.getByRole('alert')).toHaveTextContent(text(ERROR.actionLinkInvalid));
});
