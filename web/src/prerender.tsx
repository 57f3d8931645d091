// Build-time render of Home into index.html, so its first paint needs no JavaScript
// (DESIGN: local stack). Run by web/scripts/prerender.mjs after the client build.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/router';

/** The page's markup and its critical Emotion styles as <style> tags. */
export async function prerender(url: string) {
  // The browser's default Emotion cache has the key "css" and adopts these styles by it.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}, not a page`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <CacheProvider value={cache}>
      <App>
        {/* No inline hydration data: the CSP allows one inline script (the boot), and Home loads nothing. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </CacheProvider>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
