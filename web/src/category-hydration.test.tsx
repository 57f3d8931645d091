import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { App } from './app/App';
import { routes } from './app/router';
import { prerender } from './prerender';

// The shelf behind the login check stands in by a marker: it loads after hydration.
vi.mock('./app/routes/CategoryShelf', () => ({ default: () => <p>The books</p> }));
vi.mock('./app/layouts/AuthNav', () => ({ default: () => <span>Signed-in links</span> }));

it("hydrates a category page's prerendered frame at any category's address without a mismatch", async () => {
  const { html } = await prerender('http://localhost/categories/_');
  window.history.pushState({}, '', '/categories/horror');
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = html;
  const intro = within(root).getByText(/Every book on this shelf/);
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error');

  await act(async () => {
    hydrateRoot(
      root,
      <App>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>,
      { onRecoverableError },
    );
  });

  await within(root).findByText('The books');
  expect(within(root).getByText(/Every book on this shelf/)).toBe(intro);
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
});
