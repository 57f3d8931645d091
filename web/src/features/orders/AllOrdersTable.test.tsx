import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { order, pageOf } from '../../test/fixtures';
import { AllOrdersTable } from './AllOrdersTable';

describe('All orders', () => {
  it('numbers the orders and shows email, item, price, meeting location, phone and status', () => {
    render(
      <AllOrdersTable
        page={pageOf([
          order(),
          order({ _id: 'order-2', itemName: 'Shōgun', price: 1250, status: 'paid', userEmail: 'ann@example.com' }),
        ])}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'buyer@reshelf.test', 'Dracula', '৳250', 'Dhaka', '01812-456789', 'Booked']);
    expect(within(second!).getByText('2')).toBeInTheDocument();
    expect(within(second!).getByText('৳1,250')).toBeInTheDocument();
    expect(within(second!).getByText('Paid')).toBeInTheDocument();
  });

  it('says so when nobody has ordered yet', () => {
    render(<AllOrdersTable page={pageOf([])} />);
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });
});
