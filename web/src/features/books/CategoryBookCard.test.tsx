import { formatPostedDate, toBookCard } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { product } from '../../test/fixtures';
import { CategoryBookCard } from './CategoryBookCard';

const book = { ...toBookCard('dracula', product()), author: 'Bram Stoker' };

it('links its title to the book page and keeps Order now on the card', async () => {
  const onOrder = vi.fn();
  render(
    <MemoryRouter>
      <CategoryBookCard book={book} onOrder={onOrder} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('article', { name: 'Dracula' });
  expect(within(card).getByRole('link', { name: 'Dracula' })).toHaveAttribute('href', '/books/dracula');
  await userEvent.click(within(card).getByRole('button', { name: 'Order now: Dracula' }));
  expect(onOrder).toHaveBeenCalledWith(book);
});

it('offers no Order now on the reader’s own listing', () => {
  render(
    <MemoryRouter>
      <CategoryBookCard book={book} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('article', { name: 'Dracula' });
  expect(within(card).queryByRole('button', { name: /Order now/ })).not.toBeInTheDocument();
  expect(within(card).getByText('Your listing')).toBeInTheDocument();
});

describe('in Bangla', () => {
  it('shows the price in Bangla digits and the facts in Bangla, the title as it is', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(
      <MemoryRouter>
        <CategoryBookCard book={book} onOrder={vi.fn()} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Dracula' });
    expect(within(card).getByText('৳১,২৫০')).toBeInTheDocument();
    expect(within(card).getByText('লেখক: Bram Stoker')).toBeInTheDocument();
    expect(within(card).getByText('অবস্থা')).toBeInTheDocument();
    expect(within(card).getByText('ভালো')).toBeInTheDocument();
    // Posted in December 2022, bought in 2020.
    expect(within(card).getByText('২ বছর')).toBeInTheDocument();
    expect(within(card).getByText(formatPostedDate(book.postedDate, 'bn'))).toBeInTheDocument();
    expect(within(card).getByText('যাচাইকৃত')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'এখনই অর্ডার করুন: Dracula' })).toHaveTextContent('এখনই অর্ডার করুন');
  });
});
