import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SellerRating } from './SellerRating';

it('reads the average and the count as one phrase, rounded to one decimal', () => {
  render(<SellerRating rating={{ average: 4.4666, count: 12 }} />);
  expect(screen.getByRole('img', { name: '4.5 out of 5, 12 reviews' })).toBeVisible();
  expect(screen.getByText('(12)')).toBeVisible();
});

it('says one review in the singular, and no reviews without stars', () => {
  const { rerender } = render(<SellerRating rating={{ average: 5, count: 1 }} />);
  expect(screen.getByRole('img', { name: '5 out of 5, 1 review' })).toBeVisible();
  rerender(<SellerRating rating={{ average: 0, count: 0 }} />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('No reviews yet')).toBeVisible();
});
