import type { ReportDoc } from '@reshelf/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import type { Row } from '../../lib/live-query';
import { at, pageOf } from '../../test/fixtures';
import { OpenReports } from './OpenReports';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const report = (over: Partial<Row<ReportDoc>>): Row<ReportDoc> => ({
  _id: 'r',
  reporterUid: 'someone',
  targetKind: 'product',
  targetId: 'dracula',
  targetName: 'Dracula',
  targetOwnerUid: 'seller',
  targetOwnerName: 'Tanvir Hasan',
  reason: 'fake',
  text: '',
  status: 'open',
  createdAt: at('2026-11-20T10:00:00Z'),
  ...over,
});

const rows = [
  report({ _id: 'r1', reason: 'scam', text: 'Asked for bKash first.' }),
  report({ _id: 'r2', targetKind: 'user', targetId: 'seller', targetName: 'Tanvir Hasan' }),
  report({ _id: 'r3', reason: 'sold' }),
];

const renderList = () =>
  render(
    <MemoryRouter>
      <OpenReports page={pageOf(rows)} />
    </MemoryRouter>,
  );

describe('the Reports page', () => {
  beforeEach(() => vi.resetAllMocks());

  it('groups the open reports by target, each with its reasons, words and decisions', () => {
    renderList();
    const groups = within(screen.getByRole('list', { name: 'Reports' })).getAllByRole('listitem', {
      name: /Dracula|Tanvir Hasan/,
    });
    expect(groups).toHaveLength(2);
    const [book, person] = groups as [HTMLElement, HTMLElement];
    expect(within(book).getByRole('link', { name: 'Dracula' })).toHaveAttribute('href', '/books/dracula');
    expect(within(book).getByText('Open reports: 2')).toBeVisible();
    expect(within(book).getByText('Asked for bKash first.')).toBeVisible();
    expect(within(book).getByText(/Already sold/)).toBeVisible();
    expect(within(book).getByRole('button', { name: 'Remove the listing Dracula' })).toBeVisible();
    expect(within(book).getByRole('button', { name: 'Suspend the account of Tanvir Hasan' })).toBeVisible();
    // A person has no listing to remove.
    expect(within(person).getByText('Open reports: 1')).toBeVisible();
    expect(within(person).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('keeps a listing at once, and moves focus to the list once it is decided', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 2 });
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Dracula: dismiss its reports' }));
    expect(api).toHaveBeenCalledWith('/reports/r1', { method: 'PUT', body: { action: 'keep' } });
    expect(screen.getByRole('list', { name: 'Reports' })).toHaveFocus();
  });

  it('removes a listing and suspends an account only once the admin confirms', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 2 });
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the listing Dracula' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove “Dracula”?' });
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove listing' }));
    expect(api).toHaveBeenCalledWith('/reports/r1', { method: 'PUT', body: { action: 'remove' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getAllByRole('button', { name: 'Suspend the account of Tanvir Hasan' })[1]!);
    const suspend = screen.getByRole('dialog', { name: 'Suspend the account of Tanvir Hasan?' });
    await userEvent.click(within(suspend).getByRole('button', { name: 'Cancel' }));
    expect(api).toHaveBeenCalledTimes(1);
  });
});
