import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { NotificationsProvider } from '../../lib/notify';
import { order } from '../../test/fixtures';
import { ReviewAction } from './ReviewAction';

const DAY = 24 * 60 * 60 * 1000;
const soldDaysAgo = (days: number) => ({ toMillis: () => Date.now() - days * DAY });
const sold = (days: number, more = {}) => order({ status: 'Sold', endedAt: soldDaysAgo(days), ...more });

const renderAction = (o: ReturnType<typeof order>, side: 'buyer' | 'seller' = 'buyer') =>
  render(
    <NotificationsProvider>
      <ReviewAction order={o} side={side} />
    </NotificationsProvider>,
  );

it('offers nothing before the sale', () => {
  const { container } = renderAction(order());
  expect(container).toBeEmptyDOMElement();
});

it('offers Review to each side while the 14 days run, and opens the dialog on the other party', async () => {
  renderAction(sold(13));
  await userEvent.click(screen.getByRole('button', { name: 'Review Tanvir Hasan for “Dracula”' }));
  expect(await screen.findByRole('dialog', { name: 'Review the seller Tanvir Hasan' })).toBeVisible();
});

it('names the buyer to the seller', () => {
  renderAction(sold(1), 'seller');
  expect(screen.getByRole('button', { name: 'Review Nadia Rahman for “Dracula”' })).toBeVisible();
});

it('offers nothing once the window closed', () => {
  const { container } = renderAction(sold(15));
  expect(container).toBeEmptyDOMElement();
});

it('says where the side’s review stands once written', () => {
  const { rerender } = renderAction(sold(2, { reviews: { buyer: 'pending' } }));
  expect(screen.getByRole('status')).toHaveTextContent('Review sent: waiting for the other side');
  rerender(
    <NotificationsProvider>
      <ReviewAction order={sold(2, { reviews: { buyer: 'published', seller: 'published' } })} side="buyer" />
    </NotificationsProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Review published');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
