import { toBookCard } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
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
