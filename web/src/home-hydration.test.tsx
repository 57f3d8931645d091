import { within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { hydrateApp, prerenderedRoot } from './test/hydrate';

// The Firebase-backed islands stand in by markers: what matters is when they mount.
vi.mock('./features/home/AdvertisedOffers', () => ({ default: () => <section aria-label="Special offers" /> }));
vi.mock('./features/home/BookCategories', () => ({ default: () => null }));
vi.mock('./app/layouts/AuthNav', () => ({ default: () => <span>Signed-in links</span> }));
vi.mock('./app/layouts/BellNav', () => ({ default: () => null }));

it('hydrates the prerendered Home without a mismatch, then mounts the islands', async () => {
  const root = await prerenderedRoot('http://localhost/');
  const heading = within(root).getByRole('heading', { level: 1 });

  const errors = await hydrateApp(root);

  // The islands load lazily: on a busy machine that takes longer than findBy's default second
  // (and the whole hydration longer than a test's default five).
  await within(root).findByRole('region', { name: 'Special offers' }, { timeout: 10_000 });
  expect(within(root).getAllByText('Signed-in links').length).toBeGreaterThan(0);
  // Hydration adopted the server's nodes instead of rendering new ones.
  expect(within(root).getByRole('heading', { level: 1 })).toBe(heading);
  expect(errors()).toEqual([]);
}, 30_000);
