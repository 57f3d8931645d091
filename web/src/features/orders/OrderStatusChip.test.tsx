import { ORDER_END_TEXT } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { at, order } from '../../test/fixtures';
import { OrderStatusChip } from './OrderStatusChip';
import { text } from '../../../../test/support/text';

it('shows an active booking as Booked, with no end text', () => {
  render(<OrderStatusChip order={order()} />);
  expect(screen.getByText('Booked')).toBeInTheDocument();
  for (const key of Object.values(ORDER_END_TEXT)) expect(screen.queryByText(text(key))).not.toBeInTheDocument();
});

it('shows an ended order with how it ended', () => {
  render(<OrderStatusChip order={order({ status: 'Cancelled', endReason: 'declined-by-seller' })} />);
  expect(screen.getByText('Cancelled')).toBeInTheDocument();
  expect(screen.getByText(text(ORDER_END_TEXT['declined-by-seller']))).toBeInTheDocument();
});

it('shows a due booking as Expired before the schedule writes it', () => {
  render(<OrderStatusChip order={order({ expiresAt: at('2025-03-08T10:00:00Z') })} />);
  expect(screen.getByText('Expired')).toBeInTheDocument();
  expect(screen.getByText(text(ORDER_END_TEXT.expired))).toBeInTheDocument();
});

it('shows a paid order as Paid, waiting for the seller', () => {
  render(<OrderStatusChip order={order({ status: 'Paid' })} />);
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(screen.getByText('Paid, waiting for the seller')).toBeInTheDocument();
});

it('shows a Pay the seller left unanswered past its time as Sold, and why', () => {
  render(<OrderStatusChip order={order({ status: 'Paid', expiresAt: at('2025-03-08T10:00:00Z') })} />);
  expect(screen.getByText('Sold')).toBeInTheDocument();
  expect(screen.getByText(text(ORDER_END_TEXT['paid-unanswered']))).toBeInTheDocument();
});
