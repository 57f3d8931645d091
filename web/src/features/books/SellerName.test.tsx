import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { SellerName } from './SellerName';

it('links the name to the seller’s page and shows the rating the listing carries', () => {
  render(
    <MemoryRouter>
      <SellerName name="Tanvir Hasan" verified uid="demo-seller" rating={{ average: 4.25, count: 8 }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'See the seller’s page: Tanvir Hasan' })).toHaveAttribute(
    'href',
    '/sellers/demo-seller',
  );
  expect(screen.getByRole('img', { name: '4.3 out of 5, 8 reviews' })).toBeVisible();
  expect(screen.getByText('Verified')).toBeVisible();
});

it('shows the name alone where the listing names no seller page and has no reviews', () => {
  render(<SellerName name="Tanvir Hasan" verified={false} rating={{ average: 0, count: 0 }} />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('Tanvir Hasan')).toBeVisible();
});
