import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { pageOf, product } from '../../test/fixtures';
import { BookGrid } from './BookGrid';

it('loads the covers of the first row at once and the rest when scrolled near', () => {
  const books = ['Dracula', 'Ivanhoe', 'Ben-Hur'].map((name) =>
    product({ _id: name.toLowerCase(), productName: name }),
  );
  render(
    <MemoryRouter>
      <BookGrid books={books} page={pageOf(books)} onOrder={vi.fn()} />
    </MemoryRouter>,
  );
  const loading = screen.getAllByRole('img', { name: /^Cover of/ }).map((img) => img.getAttribute('loading'));
  expect(loading).toEqual(['eager', 'eager', 'lazy']);
});
