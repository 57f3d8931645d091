import { within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { CACHE_OWNER_KEY } from './lib/cache-owner';
import { hydrateApp, prerenderedRoot } from './test/hydrate';

// The shelf behind the login check stands in by a marker: it loads after hydration.
vi.mock('./app/routes/CategoryShelf', () => ({ default: () => <p>The books</p> }));
vi.mock('./app/layouts/AuthNav', () => ({ default: () => <span>Signed-in links</span> }));
vi.mock('./app/layouts/BellNav', () => ({ default: () => null }));

it("hydrates a category page's prerendered frame at any category's address without a mismatch", async () => {
  // A signed-in reader: anyone else's boot script sent them to /login before the app started.
  localStorage.setItem(CACHE_OWNER_KEY, 'buyer-uid');
  const root = await prerenderedRoot('http://localhost/categories/_', '/categories/horror');
  const intro = within(root).getByText(/Every book on this shelf/);

  const errors = await hydrateApp(root);

  await within(root).findByText('The books');
  expect(within(root).getByText(/Every book on this shelf/)).toBe(intro);
  expect(errors()).toEqual([]);
});

it('sends a reader nobody has signed in for on to /login once hydrated, once', async () => {
  // Storage blocked or cleared after the boot script ran: the app decides the same way.
  localStorage.removeItem(CACHE_OWNER_KEY);
  const root = await prerenderedRoot('http://localhost/categories/_', '/categories/horror');
  await hydrateApp(root);
  await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
  expect(within(root).queryByText('The books')).toBeNull();
});
