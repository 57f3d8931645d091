import { SUCCESS } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { deferred, pageOf, user } from '../../test/fixtures';
import { AllUsersTable } from './AllUsersTable';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const users = [
  user(),
  user({ _id: 'demo-seller', name: 'Tanvir Hasan', email: 'seller@reshelf.test', account: 'Seller', status: 'verify' }),
  user({ _id: 'demo-seller-new', name: 'Farhana Akter', email: 'new-seller@reshelf.test', account: 'Seller' }),
  user({ _id: 'demo-admin', name: 'Reshelf Admin', email: 'admin@reshelf.test', role: 'admin' }),
];

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('All users', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows each user with account, status, and Make admin or an Admin label', () => {
    render(<AllUsersTable page={pageOf(users)} selfUid="demo-admin" />);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(within(row('Nadia Rahman')).getByText('buyer@reshelf.test')).toBeInTheDocument();
    expect(within(row('Tanvir Hasan')).getByText('Verified')).toBeInTheDocument();
    expect(within(row('Farhana Akter')).getByText('Not verified')).toBeInTheDocument();
    expect(within(row('Reshelf Admin')).getByText('Admin')).toBeInTheDocument();
    expect(within(row('Reshelf Admin')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Nadia Rahman an admin' })).toBeEnabled();
  });

  it('makes a user admin through the API, with progress and the spec toast', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValue(reply.promise);
    render(<AllUsersTable page={pageOf(users)} selfUid="demo-admin" />);
    const button = screen.getByRole('button', { name: 'Make Nadia Rahman an admin' });

    await userEvent.click(button);
    expect(api).toHaveBeenCalledWith('/user/demo-buyer', { method: 'PUT' });
    expect(button).toBeDisabled();

    reply.resolve({ acknowledged: true, modifiedCount: 1 });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.madeAdmin));
    expect(button).toBeEnabled();
  });

  it('shows no success when the API refuses, and lets the admin try again', async () => {
    vi.mocked(api).mockImplementation(() => Promise.reject(new Error('Only an admin can do that.')));
    render(<AllUsersTable page={pageOf(users)} selfUid="demo-admin" />);
    const button = screen.getByRole('button', { name: 'Make Nadia Rahman an admin' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('lets an admin remove another admin’s role after confirming, never their own', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    const other = user({ _id: 'other-admin', name: 'Second Admin', email: 'two@reshelf.test', role: 'admin' });
    render(<AllUsersTable page={pageOf([...users, other])} selfUid="demo-admin" />);
    expect(within(row('Reshelf Admin')).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Remove Second Admin's admin role" }));
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin' }));
    expect(api).toHaveBeenCalledWith('/user/other-admin/admin', { method: 'DELETE' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.adminRemoved));
  });

  it('says so when there is nobody yet', () => {
    render(<AllUsersTable page={pageOf([])} selfUid="demo-admin" />);
    expect(screen.getByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    const page = pageOf(users, { hasMore: true });
    render(<AllUsersTable page={page} selfUid="demo-admin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more users' }));
    expect(page.loadMore).toHaveBeenCalled();
  });
});

describe('All users in Bangla', () => {
  it('shows the account types, the verification and the admin actions in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<AllUsersTable page={pageOf(users)} selfUid="demo-admin" />);
    expect(screen.getByRole('table', { name: 'সব ব্যবহারকারী' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'অ্যাকাউন্ট' })).toBeInTheDocument();
    expect(within(row('Nadia Rahman')).getByText('ক্রেতা')).toBeInTheDocument();
    expect(within(row('Tanvir Hasan')).getByText('বিক্রেতা')).toBeInTheDocument();
    expect(within(row('Tanvir Hasan')).getByText('যাচাইকৃত')).toBeInTheDocument();
    expect(within(row('Farhana Akter')).getByText('যাচাই হয়নি')).toBeInTheDocument();
    expect(within(row('Reshelf Admin')).getByText('অ্যাডমিন')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nadia Rahman-কে অ্যাডমিন করুন' })).toHaveTextContent('অ্যাডমিন করুন');
  });
});
