import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { loadRoutes, routes } from './router';
import type { Language } from '@reshelf/domain';
import { nextTask } from '../lib/stages';

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

/** The app for a prerendered page, ready to hydrate it: with the lazy routes of its address. */
export async function hydratingAppElement() {
  await loadRoutes(window.location.pathname);
  return appElement();
}

/** Renders the app into the page in `language`, hydrating it when the page was prerendered in it. */
export async function start(language: Language) {
  // The public pages are prerendered at build in each language, and Hosting serves the reader's;
  // every other route starts empty. A page in another language (a reader who has just switched, a
  // category frame, which is English only) is rendered afresh, replacing it when it commits.
  const root = document.getElementById('root')!;
  const prerendered = root.hasChildNodes() && root.dataset.language === language;
  const app = prerendered ? await hydratingAppElement() : appElement();
  // Making the router and starting React's root are each a few milliseconds' work (React's is
  // mostly listening to every event type): two tasks, not one.
  await nextTask();
  // From here React answers the page's clicks (replaying those on parts not yet hydrated), not the
  // boot script (boot/page-boot.ts).
  root.dataset.started = '';
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task.
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
