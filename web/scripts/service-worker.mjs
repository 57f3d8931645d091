// After the prerender: vite-plugin-pwa wrote the service worker when `vite build` closed, before
// index.html held Home's markup and before app.html existed. Written again
// from the same options (vite.config.ts), its precache lists every page with its final revision.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';

const web = fileURLToPath(new URL('..', import.meta.url));
// As under `vite build`: Workbox picks its production runtime (and so the same workbox-*.js) by it.
process.env.NODE_ENV = 'production';
const config = await resolveConfig({ root: web, logLevel: 'warn' }, 'build', 'production');
const pwa = config.plugins.find((p) => p.name === 'vite-plugin-pwa');
if (!pwa?.api) throw new Error('vite.config.ts has no vite-plugin-pwa to write the service worker');
await pwa.api.generateSW();

const sw = readFileSync(join(web, 'dist', 'sw.js'), 'utf8');
const missing = ['index.html', 'blog.html', 'login.html', 'signUp.html', 'app.html'].filter(
  (page) => !new RegExp(`url:"${page}",revision:"[0-9a-f]{32}"`).test(sw),
);
if (missing.length > 0) throw new Error(`The service worker does not precache ${missing.join(', ')}`);
// Hosting answers 404.html with status 404 even by name: precached, it would fail the install.
if (/url:"404\.html"/.test(sw)) throw new Error('The service worker must not precache 404.html (vite.config.ts)');
console.log(`Service worker: ${sw.match(/\burl:"/g)?.length} files precached.`);
