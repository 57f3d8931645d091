import { SUCCESS } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { deferred, order, pageOf } from '../../test/fixtures';
import { MyOrdersTable } from './MyOrdersTable';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const orders = [order(), order({ _id: 'order-2', itemName: 'Shōgun', status: 'paid' })];

describe('My orders', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows item, price, meeting location and status, with Pay until the order is paid', () => {
    render(<MyOrdersTable page={pageOf(orders)} />);
    const booked = screen.getByRole('row', { name: /Dracula/ });
    expect(within(booked).getByText('৳250')).toBeInTheDocument();
    expect(within(booked).getByText('Dhaka')).toBeInTheDocument();
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    expect(within(booked).getByRole('button', { name: 'Pay for Dracula' })).toBeEnabled();

    const paid = screen.getByRole('row', { name: /Shōgun/ });
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
    expect(within(paid).getAllByText('Paid')).not.toHaveLength(0);
  });

  it('pays through the API, with progress and a toast', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValue(reply.promise);
    render(<MyOrdersTable page={pageOf(orders)} />);
    const pay = screen.getByRole('button', { name: 'Pay for Dracula' });
    await userEvent.click(pay);
    expect(api).toHaveBeenCalledWith('/orders/order-1/pay', { method: 'PUT' });
    expect(pay).toBeDisabled();
    reply.resolve({ acknowledged: true, modifiedCount: 1 });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.orderPaid));
  });

  it('points a person without orders to the books', () => {
    render(
      <MemoryRouter>
        <MyOrdersTable page={pageOf([])} />
      </MemoryRouter>,
    );
    expect(screen.getByText('You have no orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/');
  });
});
