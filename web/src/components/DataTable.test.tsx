import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';

const rows = [
  { _id: 'a', name: 'Nadia Rahman', email: 'buyer@reshelf.test' },
  { _id: 'b', name: 'Tanvir Hasan', email: 'seller@reshelf.test' },
];
const columns: Column<(typeof rows)[number]>[] = [
  { label: '#', cell: (_r, i) => i + 1 },
  { label: 'Name', cell: (r) => r.name },
  { label: 'Email', cell: (r) => r.email },
];

function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('DataTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a named table with a header row on wider screens', () => {
    screenIsPhone(false);
    render(<DataTable label="Buyers" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Buyers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Name', 'Email']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('stacks each row as a card of labelled values on a phone', () => {
    screenIsPhone(true);
    render(<DataTable label="Buyers" columns={columns} rows={rows} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Buyers' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('#1NameNadia RahmanEmailbuyer@reshelf.test');
    expect(second).toHaveTextContent('#2NameTanvir HasanEmailseller@reshelf.test');
  });
});
