import type { ReviewDoc } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import type { Row } from '../../lib/live-query';
import { at, pageOf } from '../../test/fixtures';
import { ReviewList } from './ReviewList';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const review = (over: Partial<Row<ReviewDoc>>): Row<ReviewDoc> => ({
  _id: 'order-1_buyer',
  orderId: 'order-1',
  side: 'buyer',
  authorUid: 'demo-buyer',
  authorName: 'Nadia Rahman',
  subjectUid: 'demo-seller',
  itemName: 'Dracula',
  stars: 4,
  text: 'Call 01712345678 or see https://example.com',
  status: 'published',
  createdAt: at('2026-11-20T10:00:00Z'),
  windowEndsAt: at('2026-12-04T10:00:00Z'),
  publishedAt: at('2026-11-21T10:00:00Z'),
  ...over,
});

const rows = [
  review({}),
  review({
    _id: 'order-2_seller',
    side: 'seller',
    authorName: 'Rafiq',
    status: 'hidden',
    stars: undefined,
    text: undefined,
  }),
];

const renderList = (admin: boolean) =>
  render(
    <>
      <h2 id="reviews">Reviews</h2>
      <ReviewList page={pageOf(rows)} admin={admin} headingId="reviews" />
    </>,
  );

beforeEach(() => vi.resetAllMocks());

it('shows each published review with its stars, author, book and words as typed; a hidden one as hidden', () => {
  renderList(false);
  const [published, hidden] = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
  expect(within(published!).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  expect(published).toHaveTextContent('Nadia Rahman, for “Dracula”');
  expect(published).toHaveTextContent('as buyer');
  // Typed phone numbers and addresses stay text.
  expect(within(published!).getByText('Call 01712345678 or see https://example.com')).toBeVisible();
  expect(within(published!).queryByRole('link')).not.toBeInTheDocument();
  expect(hidden).toHaveTextContent('This review was hidden by an admin.');
  expect(within(hidden!).queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('lets an admin hide a published review after confirming', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
  renderList(true);
  expect(screen.getAllByRole('button', { name: /^Hide the review by/ })).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Nadia Rahman' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
  expect(api).toHaveBeenCalledWith('/reviews/order-1_buyer', { method: 'PUT', body: { action: 'hide' } });
});
