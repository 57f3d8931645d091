import { formatPostedDate, photoSrcSet, photoUrl, toBookCard } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_ID, product } from '../../test/fixtures';
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

it('shows the cover photo at the card’s size (320 px, even on a 2x screen), on its colour, loaded when near', () => {
  render(
    <MemoryRouter>
      <CategoryBookCard book={book} onOrder={vi.fn()} />
    </MemoryRouter>,
  );
  const cover = screen.getByRole('img', { name: 'Cover of Dracula' });
  expect(cover).toHaveAttribute('src', photoUrl(PHOTO_ID, 960));
  expect(cover).toHaveAttribute('srcset', photoSrcSet(PHOTO_ID));
  expect(cover).toHaveAttribute('sizes', '(min-width: 600px) 120px, 88px');
  // The widest slot, 120 CSS px, is 240 device px at 2x: the browser takes the 320 px photo.
  const widest = Math.max(
    ...cover
      .getAttribute('sizes')!
      .split(',')
      .map((s) => parseInt(s.trim().split(' ').pop()!)),
  );
  expect(widest * 2).toBeLessThanOrEqual(320);
  expect(cover).toHaveAttribute('loading', 'lazy');
  expect(cover.parentElement).toHaveStyle({ backgroundColor: '#6b4f3a' });
});

it('loads its cover at once in the first row', () => {
  render(
    <MemoryRouter>
      <CategoryBookCard book={book} onOrder={vi.fn()} eager />
    </MemoryRouter>,
  );
  expect(screen.getByRole('img', { name: 'Cover of Dracula' })).toHaveAttribute('loading', 'eager');
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
