import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { hydrateApp, prerenderedRoot } from './test/hydrate';

vi.mock('./app/layouts/AuthNav', () => ({ default: () => <span>Signed-in links</span> }));
vi.mock('./app/layouts/BellNav', () => ({ default: () => null }));
// The forms' Firebase work: a sign-up that never ends, so the test sees what it was sent.
const signUp = vi.fn(() => new Promise<void>(() => {}));
vi.mock('./features/auth/load-auth-actions', () => ({ loadAuthActions: async () => ({ signUp }) }));

it.each([
  // Pressed before hydration, Log in is pressed again once the app has started (boot/page-boot.ts).
  ['/login', 'Log in', true],
  // Sign-up's account type is chosen once the form is hydrated: its button waits too.
  ['/signUp', 'Sign up', false],
] as const)(
  'hydrates the prerendered %s without a mismatch, adopting its %s button (enabled before hydration: %s)',
  async (path, name, enabledBefore) => {
    const root = await prerenderedRoot(`http://localhost${path}`);
    const submit = within(root).getByRole('button', { name });
    if (enabledBefore) expect(submit).toBeEnabled();
    else expect(submit).toBeDisabled();

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

it('signs up with what was typed into the prerendered form before hydration, and the account type chosen after', async () => {
  const root = await prerenderedRoot('http://localhost/signUp');
  // As a browser types: the value, then an input event (React's hydration replays it).
  const type = (label: string, value: string) => {
    const input = within(root).getByLabelText<HTMLInputElement>(label, { exact: true });
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  type('Name', 'Sam Reader');
  type('Email', 'sam@example.com');
  type('Password', 'secret123');
  // A controlled radio would be set back to Buyer by hydration: it waits for it.
  expect(within(root).getByRole('radio', { name: /^Seller/ })).toBeDisabled();

  await hydrateApp(root);

  const seller = within(root).getByRole('radio', { name: /^Seller/ });
  await waitFor(() => expect(seller).toBeEnabled(), { timeout: 10_000 });
  fireEvent.click(seller);
  fireEvent.click(within(root).getByRole('button', { name: 'Sign up' }));
  await waitFor(() =>
    expect(signUp).toHaveBeenCalledWith({
      name: 'Sam Reader',
      email: 'sam@example.com',
      password: 'secret123',
      account: 'Seller',
    }),
  );
}, 30_000);
