import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrateApp, prerenderedRoot } from './test/hydrate';

vi.mock('./app/layouts/AuthNav', () => ({ default: () => <span>Signed-in links</span> }));
// The forms fetch their Firebase work once mounted; here it never arrives.
vi.mock('./features/auth/load-auth-actions', () => ({ loadAuthActions: () => new Promise(() => {}) }));

afterEach(() => document.body.replaceChildren());

it.each([
  ['/login', 'Log in'],
  ['/signUp', 'Sign up'],
])(
  'hydrates the prerendered %s without a mismatch, and only then lets its form be sent',
  async (path, name) => {
    const root = await prerenderedRoot(`http://localhost${path}`);
    const submit = within(root).getByRole('button', { name });
    expect(submit).toBeDisabled();

    const errors = await hydrateApp(root);

    await waitFor(() => expect(within(root).getByRole('button', { name })).toBeEnabled(), { timeout: 10_000 });
    // Hydration adopted the server's button instead of rendering a new one.
    expect(within(root).getByRole('button', { name })).toBe(submit);
    expect(errors()).toEqual([]);
  },
  30_000,
);

it('shows a reloaded login its access warning once hydrated, without a mismatch', async () => {
  // React Router keeps a navigation's state in the history entry, which a reload keeps.
  const root = await prerenderedRoot('http://localhost/login', '/login', {
    usr: { denied: true, from: { pathname: '/dashboard/allUsers' } },
    key: 'denied',
    idx: 0,
  });
  expect(within(root).queryByText(/needs a different kind of account/)).toBeNull();

  const errors = await hydrateApp(root);

  await within(root).findByText(/needs a different kind of account/, undefined, { timeout: 10_000 });
  expect(errors()).toEqual([]);
}, 30_000);
