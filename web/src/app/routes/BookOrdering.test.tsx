import { act, fireEvent, render, screen } from '@testing-library/react';
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

it('fetches the order form when the page is idle, so Order now draws it without waiting for its code', async () => {
  vi.useFakeTimers();
  render(
    <BookOrdering userEmail="buyer@reshelf.test">
      {(order) => <button onClick={() => order(book)}>Order now</button>}
    </BookOrdering>,
  );
  await act(() => vi.runAllTimersAsync());
  vi.useRealTimers();
  // Flushed without awaiting anything: a form whose code had to be fetched would not be there yet.
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Order now' })));
  expect(screen.getByRole('dialog', { name: 'Dracula' })).toBeInTheDocument();
});

it('opens and closes the order dialog without drawing the list again', async () => {
  const list = vi.fn((order: (b: CategoryBook) => void) => <button onClick={() => order(book)}>Order now</button>);
  render(<BookOrdering userEmail="buyer@reshelf.test">{list}</BookOrdering>);
  fireEvent.click(screen.getByRole('button', { name: 'Order now' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(list).toHaveBeenCalledTimes(1);
});
