import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/router';

const app = (
  <StrictMode>
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);

// Home is prerendered at build (index.html); every other route starts from the empty shell.
// As a transition the first render yields to the browser every few milliseconds instead of
// blocking it in one long task.
const root = document.getElementById('root')!;
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
