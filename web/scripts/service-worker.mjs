// After the prerender: vite-plugin-pwa built the service worker (src/sw.ts) when `vite build`
// closed, before the pages held their markup and before app.html existed. Built again from the
// same options (vite.config.ts), its precache lists every page with its final revision.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
// As under `vite build`: the worker is built with Workbox's production modules.
process.env.NODE_ENV = 'production';
const config = await resolveConfig({ root: web, logLevel: 'warn' }, 'build', 'production');
const pwa = config.plugins.find((p) => p.name === 'vite-plugin-pwa');
if (!pwa?.api) throw new Error('vite.config.ts has no vite-plugin-pwa to write the service worker');
await pwa.api.generateSW();

const sw = readFileSync(join(web, 'dist', 'sw.js'), 'utf8');
const precached = new Map(
  [...sw.matchAll(/\{"revision":("[0-9a-f]{32}"|null),"url":"([^"]+)"\}/g)].map(([, r, url]) => [url, r]),
);
// Every page the prerender wrote into a language's folder under Hosting's i18n root
// ("localized/bn/login/index.html"; src/lib/page-language.test.ts holds the root to the app's).
const { i18n } = JSON.parse(readFileSync(join(web, '..', 'firebase.json'), 'utf8')).hosting;
const i18nRoot = i18n.root.replace(/^\//, '');
const localized = readdirSync(join(web, 'dist', i18nRoot), { recursive: true })
  .filter((file) => file.endsWith('index.html'))
  .map((file) => `${i18nRoot}/${file.replaceAll('\\', '/')}`);
if (localized.length === 0) throw new Error(`dist/${i18nRoot} holds no prerendered page (web/scripts/prerender.mjs)`);
const missing = ['app.html', ...localized].filter((page) => precached.get(page)?.length !== 34);
if (missing.length > 0) throw new Error(`The service worker does not precache ${missing.join(', ')}`);
// Hosting answers 404.html with status 404 even by name: precached, it would fail the install.
if ([...precached.keys()].some((url) => url.endsWith('404.html')))
  throw new Error('The service worker must not precache a 404.html (vite.config.ts)');
// Hosting answers these names in the reader's language: the worker keeps each by its localized/ name.
const named = localized
  .map((page) => page.slice(page.indexOf('/', i18nRoot.length + 1) + 1))
  .filter((page) => precached.has(page));
if (named.length > 0) throw new Error(`The service worker must not precache ${named.join(', ')} (vite.config.ts)`);
console.log(`Service worker: ${precached.size} files precached.`);
