// Build-time render of the public pages, so their first paint needs no JavaScript (DESIGN: local
// stack). Run by web/scripts/prerender.mjs after the client build.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/App';
import type { PageMeta } from '@reshelf/domain';
import { routes } from './app/router';
import { PageMetaCollector } from './app/routes/use-page-meta';
import { islandParts } from './prerender-islands';
import { en } from '@reshelf/domain/i18n/en';
import { startI18nWith } from './lib/i18n';

// The pages are written in English, as an English first visit renders them.
startI18nWith('en', en);

/**
 * The pages the build writes, each rendered at its address. None needs data. Hosting serves each
 * file for its path (firebase.json's rewrites), categories.html for every /categories/{id}, and
 * 404.html, with status 404, for a path no route has; the service worker serves the precached
 * ones by the same name.
 */
export const PRERENDERED_PAGES = [
  { url: 'http://localhost/', file: 'index.html' },
  { url: 'http://localhost/blog', file: 'blog.html' },
  { url: 'http://localhost/login', file: 'login.html' },
  { url: 'http://localhost/signUp', file: 'signUp.html' },
  { url: 'http://localhost/categories/_', file: 'categories.html' },
  { url: 'http://localhost/no-such-page', file: '404.html' },
];

/** The page's markup, its critical Emotion styles as <style> tags, and its title and description. */
export async function prerender(url: string) {
  // The browser's default Emotion cache has the key "css" and adopts these styles by it.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  const router = createStaticRouter(dataRoutes, context);
  let meta: PageMeta | undefined;
  const html = renderToString(
    <PageMetaCollector value={(page) => (meta = page)}>
      <CacheProvider value={cache}>
        <App>
          {/* No inline hydration data: the CSP allows one inline script (the boot), and Home loads nothing. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </CacheProvider>
    </PageMetaCollector>,
  );
  if (!meta) throw new Error(`${url} names no title and description (usePageMeta)`);
  const critical = extractCriticalToChunks(html);
  const listed = new Set(critical.styles.flatMap((s) => s.ids));
  // The islands' classes come with the page, so Emotion adopts them instead of inserting their
  // rules while the islands mount.
  const islandHtml = renderToString(
    <CacheProvider value={cache}>
      <App>{islandParts(new URL(url).pathname)}</App>
    </CacheProvider>,
  );
  const later = Object.keys(cache.inserted).filter((id) => !listed.has(id));
  const island = later.filter((id) => islandHtml.includes(`css-${id}`));
  // The rest are the own layers of styled components over others (Button over ButtonBase): Emotion
  // inserts them besides the merged class the markup uses. No element has their class, so their
  // ids suffice to keep the browser from inserting them.
  const layers = later.filter((id) => !island.includes(id));
  const tag = (ids: string[], css: string) =>
    ids.length ? `<style data-emotion="css ${ids.join(' ')}">${css}</style>` : '';
  return {
    html,
    meta,
    styles:
      constructStyleTagsFromChunks(critical) +
      tag(island, island.map((id) => cache.inserted[id]).join('')) +
      tag(layers, ''),
  };
}
