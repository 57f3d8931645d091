import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

function renderAt(path: string, box: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: box },
      { path: '/search', element: <p>Search page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SearchBox', () => {
  it('opens the search page with the typed text', async () => {
    const router = renderAt('/', <SearchBox label="Search all books" />);
    const search = screen.getByRole('search', { name: 'Search all books' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Title or author' }), '  Château Noir {Enter}');
    expect(search).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Château Noir');
  });

  it('searches with the Search button too, or hands the text to the page', async () => {
    const onSearch = vi.fn();
    renderAt('/', <SearchBox label="Search books" defaultValue="verne" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Title or author' })).toHaveValue('verne');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('verne');
  });

  it('is a plain GET form to the search page, so it searches before the script runs', () => {
    renderAt('/', <SearchBox label="Search all books" />);
    const search = screen.getByRole('search', { name: 'Search all books' });
    expect(search).toHaveAttribute('action', '/search');
    expect(search).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Title or author' })).toHaveAttribute('name', 'q');
  });
});
