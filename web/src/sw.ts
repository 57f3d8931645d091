// The service worker (DESIGN: flaky connections): the shell, fonts and prerendered pages from its
// precache, the app's own images cache-first, and nothing else, so API (listings' photos too),
// Auth and Firestore requests go to the network untouched. vite-plugin-pwa builds it and fills in
// the precache list (vite.config.ts); web/scripts/service-worker.mjs builds it again once the
// prerender has written the pages.
/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { LANGUAGE_COOKIE, localizedFile, readersLanguage } from './lib/page-language';
import { PRERENDERED_PAGES } from './lib/prerendered-pages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const MONTH = 30 * 24 * 60 * 60;

// The prerendered pages the precache holds, by address (the error page is Hosting's, status 404,
// and the frame of an address no category has English only: app.html renders those).
const PAGES = new Map<string, string>(
  PRERENDERED_PAGES.filter((page) => page.file.endsWith('index.html')).map((page) => [page.path, page.file]),
);

/**
 * The reader's language, as Hosting would choose it: the one the app last showed (its cookie, which
 * a worker can read where the Cookie Store API is), else the browser's first language Reshelf speaks.
 */
const pageLanguage = async () =>
  readersLanguage({
    cookie: (await self.cookieStore?.get(LANGUAGE_COOKIE).catch(() => undefined))?.value,
    languages: self.navigator.languages,
  });

// A prerendered page in the reader's language: src/boot/render-app.tsx hydrates it only then, and the
// reader sees no other language first.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && PAGES.has(url.pathname),
  async ({ request, url }) => {
    const file = localizedFile(await pageLanguage(), PAGES.get(url.pathname)!);
    return (await matchPrecache(file)) ?? fetch(request);
  },
);

// A script goes to the page as a response of the worker's own, not the cache's: Chromium then keeps
// no compiled code for it, which it would make on the main thread at a module's second run and
// never use for a module (docs/performance.md, "Compiled code made and never used").
addPlugins([
  {
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse?.headers.get('content-type')?.includes('javascript')
        ? new Response(cachedResponse.body, cachedResponse)
        : cachedResponse,
  },
]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other address of the app gets the shell, which renders it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('app.html'), { denylist: [/^\/api\//, /^\/__\//] }));

// The app's own pictures. Listings' photos come from the API, which the worker leaves alone: they
// are immutable, and the browser's HTTP cache keeps them by their Cache-Control.
registerRoute(
  ({ request, sameOrigin, url }) => request.destination === 'image' && sameOrigin && !url.pathname.startsWith('/api/'),
  new CacheFirst({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: MONTH })] }),
);

// Covers from other hosts were kept in a cache of their own until the CSP let images come from the
// app only: that cache, opaque responses counted at megabytes each, goes.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('covers')));

// The update prompt (app/UpdatePrompt.tsx) asks the waiting worker to take over when the person says so.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
