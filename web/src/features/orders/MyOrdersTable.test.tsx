import { DELETED_ACCOUNT_NAME, formatPostedDate, formatPrice, ORDER_END_TEXT, SUCCESS } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { MyOrdersTable } from './MyOrdersTable';
import { at, deferred, order, pageOf } from '../../test/fixtures';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const orders = [
  order(),
  order({ _id: 'order-2', itemName: 'Shōgun', status: 'Sold', endReason: 'marked-sold' }),
  order({ _id: 'order-4', itemName: 'Ivanhoe', status: 'Paid' }),
  order({ _id: 'order-3', itemName: 'Emma', expiresAt: at('2025-03-08T10:00:00Z') }),
];

describe('My orders', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows the book, the seller to call, where to meet and the state, with Pay and Cancel while booked', () => {
    render(<MyOrdersTable page={pageOf(orders)} />);
    const booked = screen.getByRole('row', { name: /Dracula/ });
    expect(within(booked).getByText('৳250')).toBeInTheDocument();
    expect(within(booked).getByText('Tanvir Hasan')).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: '01712-345678' })).toHaveAttribute('href', 'tel:01712345678');
    expect(within(booked).getByText('seller@reshelf.test')).toBeInTheDocument();
    expect(within(booked).getByText('Dhanmondi Lake')).toBeInTheDocument();
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    expect(within(booked).getByRole('button', { name: 'Pay for Dracula' })).toBeEnabled();
    expect(within(booked).getByRole('button', { name: 'Cancel booking of Dracula' })).toBeEnabled();

    const sold = screen.getByRole('row', { name: /Shōgun/ });
    expect(within(sold).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).getByText(text(ORDER_END_TEXT['marked-sold']))).toBeInTheDocument();

    const paid = screen.getByRole('row', { name: /Ivanhoe/ });
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Paid, waiting for the seller')).toBeInTheDocument();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();

    const due = screen.getByRole('row', { name: /Emma/ });
    expect(within(due).getByText('Expired')).toBeInTheDocument();
    expect(within(due).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names a seller who deleted their account so, in the reader’s language, with no phone or email', async () => {
    const gone = order({ sellerName: DELETED_ACCOUNT_NAME, sellerPhone: undefined, sellerEmail: undefined });
    render(<MyOrdersTable page={pageOf([gone])} />);
    await act(() => i18next.changeLanguage('bn'));
    const row = screen.getByRole('row', { name: /Dracula/ });
    expect(within(row).getByText(text('terms.deletedAccount', 'bn'))).toBeInTheDocument();
    expect(within(row).queryByText(DELETED_ACCOUNT_NAME)).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /\d{5}/ })).not.toBeInTheDocument();
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

  it('cancels a booking only once the buyer confirms', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    render(<MyOrdersTable page={pageOf(orders)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking of Dracula' }));
    expect(api).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(api).toHaveBeenCalledWith('/orders/order-1/cancel', { method: 'PUT' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.orderCancelled));
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

describe('My orders in Bangla', () => {
  it('shows prices and dates in Bangla digits, the state and how an order ended in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<MyOrdersTable page={pageOf(orders)} />);
    expect(screen.getByRole('table', { name: 'আমার অর্ডার' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'দাম' })).toBeInTheDocument();

    const booked = screen.getByRole('row', { name: /Dracula/ });
    expect(formatPrice(250, 'bn')).toMatch(/২৫০/);
    expect(within(booked).getByText(formatPrice(250, 'bn'))).toBeInTheDocument();
    expect(within(booked).getByText(formatPostedDate(Date.parse('2025-03-01T10:00:00Z'), 'bn'))).toBeInTheDocument();
    expect(within(booked).getByText('বুক করা')).toBeInTheDocument();
    expect(within(booked).getByRole('button', { name: 'Dracula-এর পেমেন্ট করুন' })).toHaveTextContent('পেমেন্ট করুন');
    expect(within(booked).getByRole('button', { name: 'Dracula-এর বুকিং বাতিল করুন' })).toBeEnabled();

    const sold = screen.getByRole('row', { name: /Shōgun/ });
    expect(within(sold).getByText('বিক্রি হয়েছে')).toBeInTheDocument();
    expect(within(sold).getByText(text(ORDER_END_TEXT['marked-sold'], 'bn'))).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Emma/ })).getByText('মেয়াদ শেষ')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Ivanhoe/ })).getByText('পেমেন্ট হয়েছে, বিক্রেতার অপেক্ষায়'),
    ).toBeInTheDocument();
  });

  it('asks in Bangla before cancelling a booking', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<MyOrdersTable page={pageOf(orders)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dracula-এর বুকিং বাতিল করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'এই বুকিং বাতিল করবেন?' });
    expect(dialog).toHaveTextContent('Dracula আবার অন্য ক্রেতাদের জন্য রাখা হবে।');
    expect(within(dialog).getByRole('button', { name: 'বুকিং রাখুন' })).toBeEnabled();
  });
});

describe('My orders, drawn again', () => {
  const column = (cell: () => null) => ({ label: 'Spy', cell });

  it('not when the server confirms the offline cache with the same rows, but when a row changes', () => {
    const cell = vi.fn(() => null);
    const extraColumn = column(cell);
    const { rerender } = render(<MyOrdersTable page={pageOf(orders, { fromCache: true })} extraColumn={extraColumn} />);
    expect(cell).toHaveBeenCalledTimes(orders.length);
    rerender(<MyOrdersTable page={pageOf(orders, { fromCache: false })} extraColumn={extraColumn} />);
    expect(cell).toHaveBeenCalledTimes(orders.length);
    rerender(
      <MyOrdersTable page={pageOf([order({ status: 'Paid' }), ...orders.slice(1)])} extraColumn={extraColumn} />,
    );
    expect(cell).toHaveBeenCalledTimes(2 * orders.length);
  });
});
