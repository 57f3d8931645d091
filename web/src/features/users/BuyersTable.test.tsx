import { SUCCESS } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { pageOf, user } from '../../test/fixtures';
import { BuyersTable } from './BuyersTable';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const buyers = [user(), user({ _id: 'demo-admin', name: 'Reshelf Admin', email: 'admin@reshelf.test', role: 'admin' })];

describe('Buyers', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists buyers, with Delete for all but admins', () => {
    render(<BuyersTable page={pageOf(buyers)} />);
    expect(screen.getByRole('button', { name: 'Delete buyer Nadia Rahman' })).toBeEnabled();
    const admin = screen.getByRole('row', { name: /Reshelf Admin/ });
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).queryByRole('button')).not.toBeInTheDocument();
  });

  it('deletes a buyer after the confirmation, with the spec toast', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, deletedCount: 1 });
    render(<BuyersTable page={pageOf(buyers)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete buyer Nadia Rahman' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete buyer Nadia Rahman?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api).toHaveBeenCalledWith('/buyer/demo-buyer', { method: 'DELETE' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.buyerDeleted));
  });

  it('keeps the buyer when the API refuses: the dialog stays open and says why, without a success toast', async () => {
    vi.mocked(api).mockImplementation(() => Promise.reject(new Error('That account is not a buyer.')));
    render(<BuyersTable page={pageOf(buyers)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete buyer Nadia Rahman' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That account is not a buyer.');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('says so when there are no buyers', () => {
    render(<BuyersTable page={pageOf([])} />);
    expect(screen.getByText('No buyers yet')).toBeInTheDocument();
  });
});
