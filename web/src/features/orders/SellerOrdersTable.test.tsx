import { MEETING_LOCATION, ORDER_END_TEXT, SUCCESS } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { order, pageOf } from '../../test/fixtures';
import { SellerOrdersTable } from './SellerOrdersTable';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const orders = [
  order(),
  order({ _id: 'order-2', itemName: 'Shōgun', status: 'Cancelled', endReason: 'cancelled-by-buyer' }),
  order({ _id: 'order-3', itemName: 'Ivanhoe', status: 'Paid' }),
];

describe('Orders for my books', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows the buyer to call, where to meet and the state, with the seller moves while booked', () => {
    render(<SellerOrdersTable page={pageOf(orders)} />);
    const booked = screen.getByRole('row', { name: /Dracula/ });
    expect(within(booked).getByText('Nadia Rahman')).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: '01812-456789' })).toHaveAttribute('href', 'tel:01812456789');
    expect(within(booked).getByText('Dhanmondi Lake')).toBeInTheDocument();
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    expect(within(booked).getByRole('button', { name: 'Mark Dracula as sold' })).toBeEnabled();
    expect(within(booked).getByRole('button', { name: 'Decline booking of Dracula' })).toBeEnabled();

    const ended = screen.getByRole('row', { name: /Shōgun/ });
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
    expect(within(ended).getByText(text(ORDER_END_TEXT['cancelled-by-buyer']))).toBeInTheDocument();
  });

  it('shows the default meeting place in the reader’s language, a typed one as typed', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<SellerOrdersTable page={pageOf([order({ meetingLocation: MEETING_LOCATION }), orders[1]!])} />);
    expect(within(screen.getByRole('row', { name: /Dracula/ })).getByText('ঢাকা')).toBeInTheDocument();
    expect(screen.queryByText(MEETING_LOCATION)).not.toBeInTheDocument();
  });

  it('marks a book sold only once the seller confirms', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    render(<SellerOrdersTable page={pageOf(orders)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Dracula as sold' }));
    expect(api).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    expect(api).toHaveBeenCalledWith('/orders/order-1/sold', { method: 'PUT' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.orderSold));
  });

  it('declines a booking once confirmed', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    render(<SellerOrdersTable page={pageOf(orders)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline booking of Dracula' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect(api).toHaveBeenCalledWith('/orders/order-1/decline', { method: 'PUT' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.orderDeclined));
  });

  it('answers a Pay with Not paid once the seller confirms, instead of the booking moves', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    render(<SellerOrdersTable page={pageOf(orders)} />);
    const paid = screen.getByRole('row', { name: /Ivanhoe/ });
    expect(within(paid).getByText('Paid, waiting for the seller')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();

    await userEvent.click(within(paid).getByRole('button', { name: 'Ivanhoe was not paid' }));
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not paid' }));
    expect(api).toHaveBeenCalledWith('/orders/order-3/not-paid', { method: 'PUT' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.orderNotPaid));
  });

  it('confirms a payment once the seller confirms it: the book is sold', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    render(<SellerOrdersTable page={pageOf(orders)} />);
    const paid = screen.getByRole('row', { name: /Ivanhoe/ });
    await userEvent.click(within(paid).getByRole('button', { name: 'Confirm payment for Ivanhoe' }));
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm payment' }));
    expect(api).toHaveBeenCalledWith('/orders/order-3/sold', { method: 'PUT' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.orderSold));
  });

  it('shows the seller’s answers to a Pay in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<SellerOrdersTable page={pageOf(orders)} />);
    const paid = screen.getByRole('row', { name: /Ivanhoe/ });
    expect(within(paid).getByRole('button', { name: 'Ivanhoe-এর পেমেন্ট নিশ্চিত করুন' })).toBeEnabled();
    expect(within(paid).getByRole('button', { name: 'Ivanhoe-এর পেমেন্ট পাইনি' })).toBeEnabled();
  });

  it('tells a seller without bookings where they will appear', () => {
    render(<SellerOrdersTable page={pageOf([])} />);
    expect(screen.getByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByText(/appears here/)).toBeInTheDocument();
  });
});
