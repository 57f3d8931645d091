import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useBookView } from './use-book-view';

/** Shows what the hook reads, with a button for each change the test makes. */
function Probe() {
  const { text, view, setText, setView } = useBookView();
  return (
    <>
      <output>{JSON.stringify([text, view])}</output>
      <button onClick={() => setView({ sort: 'price-asc', condition: 'Fair', maxPrice: 300 })}>Filter</button>
      <button onClick={() => setText('dumas')}>Search dumas</button>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/search', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '');

describe('useBookView', () => {
  it('reads the search text and the view from the URL', () => {
    renderAt('/search?q=Ch%C3%A2teau&sort=price-desc&condition=Good&min=100');
    expect(shown()).toEqual(['Château', { sort: 'price-desc', condition: 'Good', minPrice: 100 }]);
  });

  it('writes each change as a history entry, keeping the search text, so Back returns', async () => {
    const router = renderAt('/search?q=verne');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(router.state.location.search).toBe('?q=verne&sort=price-asc&condition=Fair&max=300');
    await userEvent.click(screen.getByRole('button', { name: 'Search dumas' }));
    expect(router.state.location.search).toBe('?q=dumas&sort=price-asc&condition=Fair&max=300');
    await act(() => router.navigate(-1));
    expect(shown()).toEqual(['verne', { sort: 'price-asc', condition: 'Fair', maxPrice: 300 }]);
    await act(() => router.navigate(-1));
    expect(shown()).toEqual(['verne', { sort: 'newest' }]);
  });
});
