import type { BookView } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BookViewControls } from './BookViewControls';

const onChange = vi.fn();
const show = (view: BookView) => render(<BookViewControls view={view} onChange={onChange} />);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

describe('Sort and filter', { timeout: 15_000 }, () => {
  beforeEach(() => onChange.mockReset());

  it('shows the view and changes its sort and condition', async () => {
    show({ sort: 'newest' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Newest first');
    expect(screen.getByRole('combobox', { name: 'Condition' })).toHaveTextContent('Any');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await choose('Sort by', 'Price: high to low');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price-desc' });
    await choose('Condition', 'Excellent');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest', condition: 'Excellent' });
  });

  it('applies a price range at once, and refuses one that is not', async () => {
    show({ sort: 'price-asc', condition: 'Good' });
    const range = screen.getByRole('form', { name: 'Price range' });
    await userEvent.type(within(range).getByRole('textbox', { name: 'Min price' }), '300');
    await userEvent.type(within(range).getByRole('textbox', { name: 'Max price' }), '100');
    await userEvent.click(within(range).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Enter a maximum no lower than the minimum')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.clear(within(range).getByRole('textbox', { name: 'Max price' }));
    await userEvent.type(within(range).getByRole('textbox', { name: 'Max price' }), '1,000{Enter}');
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ sort: 'price-asc', condition: 'Good', minPrice: 300, maxPrice: 1000 }),
    );
  });

  it('lists a price range by price, and clears the filters but keeps the sort', async () => {
    show({ sort: 'price-desc', condition: 'Fair', minPrice: 100 });
    expect(screen.getByRole('textbox', { name: 'Min price' })).toHaveValue('100');
    expect(screen.getByText('A price range lists by price')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getByRole('option', { name: 'Newest first' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'price-desc' });
  });
});

describe('Sort and filter in Bangla', { timeout: 15_000 }, () => {
  beforeEach(() => onChange.mockReset());

  it('names the sorts and conditions in Bangla and keeps the stored condition', async () => {
    await act(() => i18next.changeLanguage('bn'));
    show({ sort: 'newest' });
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveTextContent('নতুন আগে');
    expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveTextContent('যেকোনো');
    await choose('অবস্থা', 'চমৎকার');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest', condition: 'Excellent' });
  });
});
