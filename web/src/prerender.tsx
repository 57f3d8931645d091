// Build-time render of the public pages, so their first paint needs no JavaScript (DESIGN: local
// stack). Run by web/scripts/prerender.mjs after the client build.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/App';
import type { Language, PageMeta } from '@reshelf/domain';
import { routes } from './app/router';
import { PageMetaCollector } from './app/routes/use-page-meta';
import { islandParts } from './prerender-islands';
import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import { changeLanguage, startI18nWith } from './lib/i18n';

// Each page is written in each language, as a first visit in that language renders it.
startI18nWith('en', { en, bn });

export { bootPage } from './boot/page-boot';
export { CACHE_OWNER_KEY } from './lib/cache-owner';
export { SEEN_LISTINGS_KEY } from './lib/seen-listings';
export { AFTER_RELOAD_KEY } from './lib/notify';
export { RETURN_PARAM } from './features/auth/return-path';
export { BOOK_PATH_PREFIX, DEFAULT_LANGUAGE, LANGUAGES } from '@reshelf/domain';
export { BOOT_LANGUAGE, localizedFile } from './lib/page-language';
export { PRERENDERED_PAGES } from './lib/prerendered-pages';

/**
 * The page at `url` in `language`: its markup, its critical Emotion styles as <style> tags, and its
 * title and description.
 */
export async function prerender(url: string, language: Language = 'en') {
  await changeLanguage(language);
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
