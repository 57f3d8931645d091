import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import type { CategoryBook } from '../../features/books/CategoryBookCard';
import { BookOrdering } from './BookOrdering';

vi.mock('../../features/booking/OrderModal', () => ({
  default: ({ book, onClose }: { book: CategoryBook; onClose: () => void }) => (
    <div role="dialog" aria-label={book.name}>
      <button onClick={onClose}>Close</button>
    </div>
  ),
}));

const book = { _id: 'b1', name: 'Dracula' } as CategoryBook;

it('opens and closes the order dialog without drawing the list again', async () => {
  const list = vi.fn((order: (b: CategoryBook) => void) => <button onClick={() => order(book)}>Order now</button>);
  render(<BookOrdering userEmail="buyer@reshelf.test">{list}</BookOrdering>);
  fireEvent.click(screen.getByRole('button', { name: 'Order now' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(list).toHaveBeenCalledTimes(1);
});
