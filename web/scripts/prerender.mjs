// After `vite build`: the SPA shell moves to app.html (Hosting's fallback for every other route)
// and index.html gets Home's prerendered markup and critical styles. Home's scripts only make
// the page interactive, so they load at low priority, behind its HTML and first paint.
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const ssr = join(web, 'node_modules', '.prerender');

const { prerender } = await import(pathToFileURL(join(ssr, 'prerender.js')).href);
const { html, styles } = await prerender('http://localhost/');
const shell = join(dist, 'index.html');
copyFileSync(shell, join(dist, 'app.html'));
const page = readFileSync(shell, 'utf8')
  .replace('</head>', `${styles}</head>`)
  .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
  .replaceAll(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
if (!page.includes(html)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
writeFileSync(shell, page);
rmSync(ssr, { recursive: true, force: true });
console.log(`Prerendered Home into index.html (${Math.round(page.length / 1024)} KB); app.html is the SPA shell.`);
