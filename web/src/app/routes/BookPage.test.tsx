import {
  COLLECTIONS,
  formatPostedDate,
  formatPrice,
  OFFLINE,
  photoSrcSet,
  photoUrl,
  type ProductDoc,
} from '@reshelf/domain';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveDoc } from '../../lib/live-query';
import { useKnownSession, useSession, type Session } from '../../lib/session-state';
import { setFirestoreOffline } from '../../lib/reach';
import { PHOTO_ID, product } from '../../test/fixtures';
import { toSeenListing } from '../../features/books/remember-listings';
import { rememberListings, seenListing } from '../../lib/seen-listings';
import { CACHE_OWNER_KEY } from '../../lib/cache-owner';
import { en } from '@reshelf/domain/i18n/en';
import { text } from '../../../../test/support/text';
import BookPage from './BookPage';

// The data layer is replaced: these tests are about what the page shows for the listing it reads.
vi.mock('../../lib/live-query', () => ({ useLiveDoc: vi.fn() }));
vi.mock('../../lib/session-state', () => ({ useSession: vi.fn(), useKnownSession: vi.fn() }));

function signedInAs(uid: string) {
  const session = { status: 'signedIn', user: { uid, email: `${uid}@reshelf.test` }, claims: {} } as unknown as Session;
  vi.mocked(useSession).mockReturnValue(session);
  vi.mocked(useKnownSession).mockReturnValue(session);
}

/** The listings Firestore holds, by path, as the server (or, fromCache, the offline cache) gives them. */
function storing(books: Record<string, ProductDoc>, { fromCache = false } = {}) {
  vi.mocked(useLiveDoc).mockImplementation(((path: string) => ({
    fromCache,
    data: books[path.replace(`${COLLECTIONS.products}/`, '')],
  })) as unknown as typeof useLiveDoc);
}

const dracula = product({
  author: 'Bram Stoker',
  originalPrice: 800,
  price: 250,
  description: 'A classic, lightly read.\nNo notes in the margins.',
});

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/books/:id', element: <BookPage /> }], { initialEntries: [path] })}
    />,
  );

const title = document.title;
beforeAll(async () => {
  // The listing's part loads as the page first draws (lib/lazy-part.tsx); once in, it draws at once.
  signedInAs('demo-buyer');
  storing({ dracula });
  // In an async act: React 19 drops the retry of a part suspended in a synchronous one.
  await act(async () => void renderAt('/books/dracula'));
  await screen.findByRole('button', { name: 'Order now: Dracula' }, { timeout: 20_000 });
  cleanup();
}, 30_000);
beforeEach(() => {
  signedInAs('demo-buyer');
  localStorage.setItem(CACHE_OWNER_KEY, 'demo-buyer');
});
afterEach(() => {
  localStorage.clear();
  // Unmounted before the mocks go, or a late render of the page reads a session of undefined.
  cleanup();
  vi.resetAllMocks();
  document.title = title;
});

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

it('shows every field of the listing, its description and the seller with the verified badge', () => {
  storing({ dracula });
  renderAt('/books/dracula');
  expect(useLiveDoc).toHaveBeenCalledWith('products/dracula', { suspense: true });
  const article = screen.getByRole('article', { name: 'Dracula' });
  expect(within(article).getByRole('heading', { level: 1, name: 'Dracula' })).toBeVisible();
  expect(screen.getByText('by Bram Stoker')).toBeVisible();
  const cover = screen.getByRole('img', { name: 'Cover of Dracula' });
  expect(cover).toHaveAttribute('src', photoUrl(PHOTO_ID, 960));
  expect(cover).toHaveAttribute('fetchpriority', 'high');
  // Preloaded as soon as the listing is read, as the <img> asks for it.
  expect(document.head.querySelector(`link[rel="preload"][imagesrcset="${photoSrcSet(PHOTO_ID)}"]`)).toHaveAttribute(
    'imagesizes',
    cover.getAttribute('sizes'),
  );
  expect(screen.getByText(formatPrice(250)).parentElement).toHaveTextContent(`Resale price ${formatPrice(250)}`);
  expect(screen.getByText(formatPrice(800)).closest('p')).toHaveTextContent(`Original price ${formatPrice(800)}`);
  expect(fact('Condition')).toHaveTextContent('Good');
  expect(fact('Used for')).toHaveTextContent('2 years');
  expect(fact('Bought in')).toHaveTextContent('2020');
  expect(fact('Location')).toHaveTextContent('Mirpur');
  expect(fact('Posted')).toHaveTextContent(formatPostedDate('2022-12-14T10:00:00Z'));
  expect(within(fact('Category')).getByRole('link', { name: 'Horror' })).toHaveAttribute('href', '/categories/horror');
  expect(fact('Seller')).toHaveTextContent('Tanvir Hasan');
  expect(within(fact('Seller')).getByText('Verified')).toBeVisible();
  const about = screen.getByRole('region', { name: 'About this copy' });
  expect(about).toHaveTextContent('A classic, lightly read. No notes in the margins.');
  expect(document.title).toBe('Dracula · Reshelf');
});

it('leaves out the badge of an unverified seller and the prices and author a listing does not give', () => {
  storing({ dracula: product({ sellerVerified: false }) });
  renderAt('/books/dracula');
  expect(fact('Seller')).toHaveTextContent('Tanvir Hasan');
  expect(screen.queryByText('Verified')).toBeNull();
  expect(screen.queryByText(/^by /)).toBeNull();
  expect(screen.queryByText('Original price')).toBeNull();
});

it('Order now opens the order form for the book', async () => {
  storing({ dracula });
  renderAt('/books/dracula');
  await userEvent.click(screen.getByRole('button', { name: 'Order now: Dracula' }));
  const form = await screen.findByRole('dialog', { name: 'Dracula' });
  expect(within(form).getByRole('textbox', { name: 'Your email' })).toHaveValue('demo-buyer@reshelf.test');
  expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveValue(formatPrice(250));
});

it('offers no Order now on the reader’s own listing', () => {
  signedInAs('demo-seller');
  storing({ dracula });
  renderAt('/books/dracula');
  expect(screen.getByRole('heading', { level: 1, name: 'Dracula' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /Order now/ })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('This is your listing');
});

it.each([
  ['Booked', /Booked: a reader has booked this copy/],
  ['Sold', /Sold: this copy has found its reader/],
] as const)('says the book is %s instead of offering Order now', (productStatus, note) => {
  storing({ dracula: product({ productStatus }) });
  renderAt('/books/dracula');
  expect(screen.getByRole('heading', { level: 1, name: 'Dracula' })).toBeVisible();
  expect(screen.queryByRole('button', { name: /Order now/ })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent(note);
});

it.each([
  ['reports', 'Available'],
  ['reports', 'Booked'],
  ['suspension', 'Hidden'],
] as const)('says a listing hidden for %s (%s) is under review, with no Order now', (hiddenFor, productStatus) => {
  storing({ dracula: product({ productStatus, hiddenFor }) });
  renderAt('/books/dracula');
  expect(screen.queryByRole('button', { name: /Order now/ })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent(text('reports.underReview'));
});

it('offers Report listing and Report seller to a reader, not to the listing’s seller', () => {
  storing({ dracula });
  const { unmount } = renderAt('/books/dracula');
  expect(screen.getByRole('button', { name: 'Report the listing Dracula' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Report the seller Tanvir Hasan' })).toBeVisible();
  unmount();
  signedInAs('demo-seller');
  renderAt('/books/dracula');
  expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
});

it('says so when there is no such book, with ways back to the books', () => {
  storing({});
  renderAt('/books/nope');
  expect(screen.getByRole('heading', { level: 1, name: 'We could not find that book' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Search books' })).toHaveAttribute('href', '/search');
  expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/#categories');
  expect(document.title).toBe(en.pages.book.title);
});

describe('while Reshelf cannot be reached', () => {
  afterEach(() => setFirestoreOffline(false));

  it('says so instead of "not found" when the offline cache has no such book', () => {
    storing({}, { fromCache: true });
    setFirestoreOffline(true);
    renderAt('/books/dracula');
    expect(screen.getByText(text({ key: OFFLINE.unreachable, values: { what: 'this book' } }))).toBeVisible();
    expect(screen.queryByText('We could not find that book')).toBeNull();
  });

  it('keeps loading, not "not found", while the client does not yet know it is offline', () => {
    storing({}, { fromCache: true });
    renderAt('/books/dracula');
    expect(screen.getByRole('progressbar', { name: 'Loading this book' })).toBeVisible();
    expect(screen.queryByText('We could not find that book')).toBeNull();
  });

  it('shows the saved copy, marked as possibly out of date', () => {
    storing({ dracula }, { fromCache: true });
    setFirestoreOffline(true);
    renderAt('/books/dracula');
    expect(screen.getByRole('heading', { level: 1, name: 'Dracula' })).toBeVisible();
    expect(screen.getByText(text(OFFLINE.stale))).toBeVisible();
  });

  it('drops the mark when the server answers', () => {
    storing({ dracula }, { fromCache: false });
    setFirestoreOffline(true);
    renderAt('/books/dracula');
    expect(screen.queryByText(text(OFFLINE.stale))).toBeNull();
  });
});

it('reads nothing for an address no document can have', () => {
  storing({});
  renderAt('/books/__x__');
  expect(screen.getByRole('heading', { level: 1, name: 'We could not find that book' })).toBeVisible();
  expect(useLiveDoc).not.toHaveBeenCalled();
});

it('gives the tab its name back on leaving the page', () => {
  storing({ dracula });
  const { unmount } = renderAt('/books/dracula');
  expect(document.title).toBe('Dracula · Reshelf');
  unmount();
  expect(document.title).toBe(title);
});

describe('a book the reader saw before', () => {
  /** A read that has not answered yet: the page waits for it (a Suspense), until `answer`. */
  function readPending(books: Record<string, ProductDoc>) {
    let answered = false;
    let answer!: () => void;
    const read = new Promise<void>((resolve) => (answer = resolve));
    vi.mocked(useLiveDoc).mockImplementation(((path: string) => {
      if (!answered) throw read;
      return { fromCache: false, data: books[path.replace(`${COLLECTIONS.products}/`, '')] };
    }) as unknown as typeof useLiveDoc);
    return () =>
      act(async () => {
        answered = true;
        answer();
        await read;
      });
  }

  it('draws its cover and title at once, as it last was, then the listing in their place', async () => {
    rememberListings([['dracula', toSeenListing(product({ productName: 'Dracula (old title)' }))]]);
    const answer = readPending({ dracula });
    await act(async () => void renderAt('/books/dracula'));
    const article = screen.getByRole('article', { name: 'Dracula (old title)' });
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(within(article).getByRole('link', { name: 'Horror' })).toHaveAttribute('href', '/categories/horror');
    const cover = within(article).getByRole('img', { name: 'Cover of Dracula (old title)' });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(within(article).getByRole('progressbar', { name: 'Loading the book' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Order now/ })).toBeNull();
    expect(document.title).toBe('Dracula (old title) · Reshelf');

    await answer();
    const listing = await screen.findByRole('article', { name: 'Dracula' });
    expect(listing).not.toHaveAttribute('aria-busy');
    expect(within(listing).getByRole('img', { name: 'Cover of Dracula' })).toHaveAttribute(
      'srcset',
      cover.getAttribute('srcset'),
    );
    expect(screen.getByRole('button', { name: 'Order now: Dracula' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.title).toBe('Dracula · Reshelf');
  });

  it('is only a spinner for a book never seen', async () => {
    rememberListings([['carmilla', toSeenListing(product({ productName: 'Carmilla' }))]]);
    readPending({ dracula });
    await act(async () => void renderAt('/books/dracula'));
    expect(screen.getByRole('progressbar', { name: 'Loading the book' })).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is remembered as the page shows it, once the browser is idle, and forgotten once the server says it is gone', async () => {
    storing({ dracula });
    const { unmount } = renderAt('/books/dracula');
    await vi.waitFor(() => expect(seenListing('dracula')).toEqual(toSeenListing(dracula)));
    unmount();
    // The offline cache not having it says nothing.
    storing({}, { fromCache: true });
    renderAt('/books/dracula').unmount();
    expect(seenListing('dracula')).toBeDefined();
    storing({});
    renderAt('/books/dracula');
    expect(seenListing('dracula')).toBeUndefined();
  });
});
