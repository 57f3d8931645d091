import { ORDER_END_TEXT, SUCCESS } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { AllOrdersTable } from './AllOrdersTable';
import { order, pageOf } from '../../test/fixtures';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const orders = [
  order(),
  order({
    _id: 'order-2',
    itemName: 'Shōgun',
    price: 1250,
    status: 'Sold',
    endReason: 'marked-sold',
    userEmail: 'ann@example.com',
  }),
];

describe('All orders', () => {
  beforeEach(() => vi.resetAllMocks());

  it('numbers the orders and shows email, item, price, meeting location, phone, seller and status', () => {
    render(<AllOrdersTable page={pageOf(orders)} />);
    const [, first, second] = screen.getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['1', 'buyer@reshelf.test', 'Dracula', '৳250', 'Dhanmondi Lake', '01812-456789']);
    expect(cells[6]).toContain('Tanvir Hasan');
    expect(cells[6]).toContain('01712-345678');
    expect(cells[7]).toBe('Booked');
    expect(within(first!).getByRole('button', { name: 'Cancel booking of Dracula' })).toBeEnabled();

    expect(within(second!).getByText('2')).toBeInTheDocument();
    expect(within(second!).getByText('৳1,250')).toBeInTheDocument();
    expect(within(second!).getByText('Sold')).toBeInTheDocument();
    expect(within(second!).getByText(text(ORDER_END_TEXT['marked-sold']))).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels a booking only once the admin confirms', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    render(<AllOrdersTable page={pageOf(orders)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking of Dracula' }));
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(api).toHaveBeenCalledWith('/orders/order-1/cancel', { method: 'PUT' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.orderCancelled));
  });

  it('says so when nobody has ordered yet', () => {
    render(<AllOrdersTable page={pageOf([])} />);
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });
});

describe('All orders in Bangla', () => {
  it('numbers the orders and writes prices in Bangla digits, with the state and outcome in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<AllOrdersTable page={pageOf(orders)} />);
    const [, first, second] = screen.getAllByRole('row');
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('১');
    expect(cells[3]).toMatch(/২৫০/);
    expect(cells[7]).toBe('বুক করা');
    expect(within(second!).getByText('২')).toBeInTheDocument();
    expect(within(second!).getByText(/১,২৫০/)).toBeInTheDocument();
    expect(within(second!).getByText(text(ORDER_END_TEXT['marked-sold'], 'bn'))).toBeInTheDocument();
  });
});
