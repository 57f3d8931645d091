import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { routes } from './router';

/** The app as the browser renders it, at the browser's current address. */
export function appElement() {
  return (
    <StrictMode>
      <App>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>
    </StrictMode>
  );
}

/** Renders the app into the page, hydrating it when the page was prerendered. */
export function start() {
  const app = appElement();
  // Home and the category pages are prerendered at build; every other route starts empty.
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task.
  const root = document.getElementById('root')!;
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
