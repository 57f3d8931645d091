import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDoc, SavedBookDoc } from '@reshelf/domain';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import type * as LiveQuery from '../../lib/live-query';
import { useLiveDoc, type Row } from '../../lib/live-query';
import { NotificationsProvider } from '../../lib/notify';
import type { Paged } from '../../lib/paged-query';
import { SavedBooksList } from './SavedBooksList';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/live-query', async (importOriginal) => ({
  ...(await importOriginal<typeof LiveQuery>()),
  useLiveDoc: vi.fn(),
}));

/** Each listing as the server has it now; `gone` has none. */
const NOW: Record<string, Partial<ProductDoc> | undefined> = {
  available: { productStatus: 'Available' },
  sold: { productStatus: 'Sold' },
  reported: { productStatus: 'Available', hiddenFor: 'reports' },
  gone: undefined,
};

beforeEach(() => {
  vi.mocked(api).mockReset();
  vi.mocked(useLiveDoc).mockImplementation((path: string) => ({
    data: NOW[path.split('/')[1]!],
    fromCache: false,
  }));
});

const saved = (id: string): Row<SavedBookDoc> => ({
  _id: id,
  productId: id,
  productName: `Book ${id}`,
  image: '/images/books/dracula.svg',
  price: 250,
  categoryId: 'horror',
  savedAt: { toMillis: () => 0 } as SavedBookDoc['savedAt'],
});

const page: Paged<SavedBookDoc> = {
  rows: Object.keys(NOW).map(saved),
  hasMore: false,
  loadMore: () => undefined,
  loadingMore: false,
  fromCache: false,
};

function renderList() {
  render(
    <NotificationsProvider>
      <MemoryRouter>
        <SavedBooksList page={page} />
      </MemoryRouter>
    </NotificationsProvider>,
  );
  const rows = within(screen.getByRole('list', { name: 'Your saved books' })).getAllByRole('listitem');
  return (id: string) => rows.find((r) => r.textContent?.includes(`Book ${id}`))!;
}

it('shows each saved book as it is now: a sold one marked so, a gone one without a link', () => {
  const row = renderList();
  expect(within(row('available')).getByText('Available')).toBeInTheDocument();
  expect(within(row('sold')).getByText('Sold')).toBeInTheDocument();
  expect(within(row('reported')).getByText('Off the shelves for now')).toBeInTheDocument();
  expect(within(row('gone')).getByText('No longer listed')).toBeInTheDocument();
  expect(within(row('sold')).getByRole('link', { name: 'Book sold' })).toHaveAttribute('href', '/books/sold');
  expect(within(row('gone')).queryByRole('link')).toBeNull();
});

it('removes a book from saved: Remove waits for the server, then says it is done', async () => {
  let done: (reply: unknown) => void = () => undefined;
  vi.mocked(api).mockReturnValue(new Promise((resolve) => (done = resolve)));
  const row = renderList();
  const remove = within(row('sold')).getByRole('button', { name: 'Remove Book sold from saved' });
  await userEvent.click(remove);
  expect(api).toHaveBeenCalledWith('/saved/books/sold', { method: 'DELETE' });
  expect(remove).toBeDisabled();
  expect(within(remove).getByRole('progressbar')).toBeInTheDocument();
  await act(async () => done({ acknowledged: true, deletedCount: 1 }));
  expect(await screen.findByText('Removed from saved')).toBeInTheDocument();
});
