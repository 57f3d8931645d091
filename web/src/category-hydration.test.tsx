import { within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { hydrateApp, prerenderedRoot } from './test/hydrate';

// The shelf behind the login check stands in by a marker: it loads after hydration.
vi.mock('./app/routes/CategoryShelf', () => ({ default: () => <p>The books</p> }));
vi.mock('./app/layouts/AuthNav', () => ({ default: () => <span>Signed-in links</span> }));

it("hydrates a category page's prerendered frame at any category's address without a mismatch", async () => {
  const root = await prerenderedRoot('http://localhost/categories/_', '/categories/horror');
  const intro = within(root).getByText(/Every book on this shelf/);

  const errors = await hydrateApp(root);

  await within(root).findByText('The books');
  expect(within(root).getByText(/Every book on this shelf/)).toBe(intro);
  expect(errors()).toEqual([]);
});
