import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { usePagedQuery } from '../../lib/paged-query';
import { pageOf, product } from '../../test/fixtures';
import { SearchResults } from './SearchResults';

vi.mock('../../lib/paged-query', () => ({ usePagedQuery: vi.fn() }));

it('links each found book to its book page', () => {
  vi.mocked(usePagedQuery).mockReturnValue(
    pageOf([product(), product({ _id: 'ivanhoe', productName: 'Ivanhoe', keywords: ['ivanhoe'] })]) as ReturnType<
      typeof usePagedQuery
    >,
  );
  render(
    <MemoryRouter>
      <SearchResults plan={{ keyword: 'dracula', rest: [] }} view={{ sort: 'newest' }} onOrder={vi.fn()} empty={null} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('2 books found');
  const [first, second] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
  expect(within(first).getByRole('link', { name: 'Dracula' })).toHaveAttribute('href', '/books/dracula');
  expect(within(second).getByRole('link', { name: 'Ivanhoe' })).toHaveAttribute('href', '/books/ivanhoe');
});
