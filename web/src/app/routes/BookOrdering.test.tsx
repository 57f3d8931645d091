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

const orderButton = (order: (b: CategoryBook) => void) => <button onClick={() => order(book)}>Order now</button>;

/** Renders the list, lets the page go idle, then presses Order now; flushed without awaiting anything. */
async function pressWhenIdle(preloadForm: boolean) {
  vi.useFakeTimers();
  render(
    <BookOrdering userEmail="buyer@reshelf.test" preloadForm={preloadForm}>
      {orderButton}
    </BookOrdering>,
  );
  await act(() => vi.runAllTimersAsync());
  vi.useRealTimers();
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Order now' })));
}

// In this order: once fetched, the form's code stays for the file's other tests.
it("leaves a shelf's order form to the press: the tap to a book comes first there", async () => {
  await pressWhenIdle(false);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await screen.findByRole('dialog', { name: 'Dracula' })).toBeInTheDocument();
});

it("fetches a book page's order form when the page is idle, so Order now draws it without waiting for its code", async () => {
  await pressWhenIdle(true);
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
