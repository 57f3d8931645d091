import { QUERIES } from '@reshelf/domain';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readWhenSignedIn } from './first-page-read';
import { prefetchFirstPage, takeFirstPage } from './first-page';

vi.mock('./first-page-read', () => ({ readWhenSignedIn: vi.fn() }));

const shelf = QUERIES.books({ categoryId: 'horror' }, { sort: 'newest' });
const rows = [{ _id: 'dracula', productName: 'Dracula' }];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(readWhenSignedIn).mockReset();
});
afterEach(() => {
  // Each test leaves no read behind for the next: a minute later nothing is fresh.
  vi.advanceTimersByTime(61_000);
  vi.useRealTimers();
});

it('reads one document more than the page once someone signs in, and gives it to that reader once', async () => {
  vi.mocked(readWhenSignedIn).mockResolvedValue({ uid: 'nadia', rows });
  expect(takeFirstPage('nadia', shelf, 24)).toBeUndefined();
  prefetchFirstPage(shelf, 24);
  await expect(takeFirstPage('nadia', shelf, 24)).resolves.toBe(rows);
  expect(readWhenSignedIn).toHaveBeenCalledWith(shelf, 25, 30_000);
  expect(takeFirstPage('nadia', shelf, 24)).toBeUndefined();
});

it('shows no one else the page read for a reader', async () => {
  vi.mocked(readWhenSignedIn).mockResolvedValue({ uid: 'nadia', rows });
  prefetchFirstPage(shelf, 24);
  await expect(takeFirstPage('rahim', shelf, 24)).resolves.toBeNull();
  prefetchFirstPage(shelf, 24);
  expect(takeFirstPage(undefined, shelf, 24)).toBeUndefined();
});

it('keeps a page only for its own query and page size', async () => {
  vi.mocked(readWhenSignedIn).mockResolvedValue({ uid: 'nadia', rows });
  prefetchFirstPage(shelf, 24);
  const cheapest = QUERIES.books({ categoryId: 'horror' }, { sort: 'price-asc' });
  expect(takeFirstPage('nadia', cheapest, 24)).toBeUndefined();
  expect(takeFirstPage('nadia', shelf, 12)).toBeUndefined();
  await expect(takeFirstPage('nadia', shelf, 24)).resolves.toBe(rows);
});

it('reads once for a sign-in pressed twice, and again after one that never signed in', async () => {
  let noUser!: (page: null) => void;
  vi.mocked(readWhenSignedIn).mockReturnValueOnce(new Promise((resolve) => (noUser = resolve)));
  prefetchFirstPage(shelf, 24);
  prefetchFirstPage(shelf, 24);
  await vi.waitFor(() => expect(readWhenSignedIn).toHaveBeenCalledTimes(1));
  noUser(null);
  await vi.waitFor(() => expect(takeFirstPage('nadia', shelf, 24)).toBeUndefined());
  vi.mocked(readWhenSignedIn).mockResolvedValue({ uid: 'nadia', rows });
  prefetchFirstPage(shelf, 24);
  await expect(takeFirstPage('nadia', shelf, 24)).resolves.toBe(rows);
  expect(readWhenSignedIn).toHaveBeenCalledTimes(2);
});

it('gives nothing for a read that failed, or one a minute old', async () => {
  vi.mocked(readWhenSignedIn).mockRejectedValue(new Error('permission-denied'));
  prefetchFirstPage(shelf, 24);
  await expect(takeFirstPage('nadia', shelf, 24)).resolves.toBeNull();
  vi.mocked(readWhenSignedIn).mockResolvedValue({ uid: 'nadia', rows });
  prefetchFirstPage(shelf, 24);
  vi.advanceTimersByTime(60_000);
  expect(takeFirstPage('nadia', shelf, 24)).toBeUndefined();
});
