import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '@reshelf/domain';
import { App } from '../app/App';
import { loadRoutes, routes } from '../app/router';
import { adoptingMarkupIn } from '../lib/i18n';

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
export async function renderApp(language: Language) {
  // The public pages are prerendered at build in each language, and Hosting serves the reader's;
  // every other route starts empty. A page in another language (a reader who has just switched, a
  // category frame, which is English only) is rendered afresh, replacing it when it commits.
  const root = document.getElementById('root')!;
  const prerendered = root.hasChildNodes() && root.dataset.language === language;
  const app = prerendered ? await hydratingAppElement() : appElement();
  // From here React answers the page's clicks (replaying those on parts not yet hydrated), not the
  // boot script (page-boot.ts).
  root.dataset.started = '';
  if (prerendered) {
    adoptingMarkupIn(language);
    hydrateRoot(root, app);
  }
  // A page drawn afresh renders as a transition, yielding every few milliseconds, so the lazy
  // parts' modules and Firebase Auth's start (its storage reads, then its check of the saved user,
  // a round trip) run beside it instead of after it (docs/performance.md, "A returning book page").
  else startTransition(() => createRoot(root).render(app));
}
