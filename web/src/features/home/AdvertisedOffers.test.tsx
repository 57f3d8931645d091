import { formatPrice, OFFLINE, photoSrcSet, photoUrl, SUCCESS } from '@reshelf/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLiveQuery } from '../../lib/live-query';
import { NotificationsProvider } from '../../lib/notify';
import { setFirestoreOffline } from '../../lib/reach';
import AdvertisedOffers from './AdvertisedOffers';
import type { Offer } from './OffersSection';
import { text } from '../../../../test/support/text';

// The data layer is replaced: these tests are about what the section shows for what it reads.
vi.mock('../../lib/live-query', () => ({ useLiveQuery: vi.fn() }));

const IVANHOE_PHOTO = 'b'.repeat(32);
const offers: Offer[] = [
  { _id: 'dracula', sellerUid: 's1', product: { _id: 'dracula', productName: 'Dracula', image: '/d.svg', price: 250 } },
  {
    _id: 'ivanhoe',
    sellerUid: 's1',
    product: { _id: 'ivanhoe', productName: 'Ivanhoe', image: photoUrl(IVANHOE_PHOTO, 960), price: 1200 },
  },
];

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.restoreAllMocks();
  setFirestoreOffline(false);
});

/**
 * Answers like reactfire in suspense mode: suspends until `resolve` is called, then gives the
 * server's answer (or, fromCache, the offline cache's).
 */
function pendingAdvertisements({ fromCache = false } = {}) {
  let data: Offer[] | undefined;
  let resolve!: (value: Offer[]) => void;
  const loaded = new Promise<void>((r) => {
    resolve = (value) => {
      data = value;
      r();
    };
  });
  vi.mocked(useLiveQuery).mockImplementation((() => {
    if (!data) throw loaded;
    return { data, fromCache };
  }) as unknown as typeof useLiveQuery);
  return (value: Offer[]) => act(async () => resolve(value));
}

function renderOffers() {
  render(
    <MemoryRouter>
      <NotificationsProvider>
        <Suspense>
          <AdvertisedOffers />
        </Suspense>
      </NotificationsProvider>
    </MemoryRouter>,
  );
}

it('shows a spinner while the advertisements load, then the offers in cards', async () => {
  const resolve = pendingAdvertisements();
  renderOffers();
  expect(screen.getByRole('progressbar', { name: 'Loading special offers' })).toBeVisible();

  await resolve(offers);
  expect(screen.getByRole('heading', { name: 'Special offers' })).toBeVisible();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Dracula' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Dracula' })).toHaveAttribute('href', '/books/dracula');
  expect(screen.getByRole('link', { name: 'Ivanhoe' })).toHaveAttribute('href', '/books/ivanhoe');
  expect(screen.getByText(formatPrice(250))).toBeVisible();
  expect(screen.getByRole('img', { name: 'Cover of Dracula' })).toHaveAttribute('src', '/d.svg');
  // A photo in the size a 120 px slot needs at 2x: the 320 px one.
  const ivanhoe = screen.getByRole('img', { name: 'Cover of Ivanhoe' });
  expect(ivanhoe).toHaveAttribute('srcset', photoSrcSet(IVANHOE_PHOTO));
  expect(ivanhoe).toHaveAttribute('sizes', '(min-width: 900px) 120px, 96px');
  expect(ivanhoe).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText(formatPrice(1200))).toBeVisible();
});

it('leaves the section out when nobody advertises', async () => {
  const resolve = pendingAdvertisements();
  renderOffers();
  await resolve([]);
  expect(screen.queryByRole('heading', { name: 'Special offers' })).toBeNull();
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('Get the offer shows its message and calls nothing', async () => {
  const resolve = pendingAdvertisements();
  renderOffers();
  await resolve(offers);
  await userEvent.click(screen.getByRole('button', { name: 'Get the offer on Dracula' }));
  expect(await screen.findByText(text(SUCCESS.gotOffer))).toBeVisible();
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('says Reshelf cannot be reached, not that nobody advertises, when offline with nothing saved', async () => {
  setFirestoreOffline(true);
  const resolve = pendingAdvertisements({ fromCache: true });
  renderOffers();
  await resolve([]);
  expect(screen.getByText(text({ key: OFFLINE.unreachable, values: { what: 'the special offers' } }))).toBeVisible();
});

it('shows saved offers while offline, marked as possibly out of date', async () => {
  setFirestoreOffline(true);
  const resolve = pendingAdvertisements({ fromCache: true });
  renderOffers();
  await resolve(offers);
  expect(screen.getByRole('heading', { name: 'Dracula' })).toBeVisible();
  expect(screen.getByText(text(OFFLINE.stale))).toBeVisible();
});
