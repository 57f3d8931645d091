import { SUCCESS } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { deferred, pageOf, user } from '../../test/fixtures';
import { SellersTable } from './SellersTable';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const sellers = [
  user({ _id: 'demo-seller', name: 'Tanvir Hasan', email: 'seller@reshelf.test', account: 'Seller', status: 'verify' }),
  user({ _id: 'demo-seller-new', name: 'Farhana Akter', email: 'new-seller@reshelf.test', account: 'Seller' }),
  user({ _id: 'boss', name: 'Selling Admin', email: 'boss@reshelf.test', account: 'Seller', role: 'admin' }),
];

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Sellers', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows Verify for an unverified seller and a Verified label for a verified one', () => {
    render(<SellersTable page={pageOf(sellers)} />);
    expect(within(row('Tanvir Hasan')).getByText('Verified')).toBeInTheDocument();
    expect(within(row('Tanvir Hasan')).queryByRole('button', { name: /Verify/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify seller Farhana Akter' })).toBeEnabled();
    // An admin cannot be deleted: the label stands where the button would be.
    expect(within(row('Selling Admin')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('verifies a seller through the API with the spec toast', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValue(reply.promise);
    render(<SellersTable page={pageOf(sellers)} />);
    const verify = screen.getByRole('button', { name: 'Verify seller Farhana Akter' });
    await userEvent.click(verify);
    expect(api).toHaveBeenCalledWith('/user/verify/demo-seller-new', { method: 'PUT' });
    expect(verify).toBeDisabled();
    reply.resolve({ acknowledged: true, modifiedCount: 1 });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.sellerVerified));
  });

  it('deletes a seller only after the confirmation', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValue(reply.promise);
    render(<SellersTable page={pageOf(sellers)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete seller Tanvir Hasan' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete seller Tanvir Hasan?' });
    expect(dialog).toHaveTextContent('seller@reshelf.test');
    expect(api).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api).toHaveBeenCalledWith('/seller/demo-seller', { method: 'DELETE' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    reply.resolve({ acknowledged: true, deletedCount: 1 });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.sellerDeleted));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does nothing when the admin cancels', async () => {
    render(<SellersTable page={pageOf(sellers)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete seller Farhana Akter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api).not.toHaveBeenCalled();
  });

  it('says so when there are no sellers', () => {
    render(<SellersTable page={pageOf([])} />);
    expect(screen.getByText('No sellers yet')).toBeInTheDocument();
  });
});
