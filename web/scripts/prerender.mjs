// After `vite build`: the SPA shell becomes app.html (what Hosting serves for the app's other
// routes), and each public page (PRERENDERED_PAGES in src/lib/prerendered-pages.ts) gets its
// prerendered markup and critical styles, in English at the root (index.html Home's, 404.html the
// error page's) and in each language in Hosting's i18n folders (localized/bn/login/index.html).
// Each carries one inline script (src/boot/page-boot.ts) in place of the entry's tag, which starts
// the app when the reader needs it, never ahead of the first paint (app.html's at once), and
// registers the service worker.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const ssr = join(web, 'node_modules', '.prerender');

// The same builds of React, MUI and Emotion as the browser's: Emotion's class names then match,
// and the browser adopts the prerendered styles instead of inserting its own.
process.env.NODE_ENV = 'production';
const {
  prerender,
  PRERENDERED_PAGES,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  localizedFile,
  BOOT_LANGUAGE,
  CACHE_OWNER_KEY,
  SEEN_LISTINGS_KEY,
  BOOK_PATH_PREFIX,
  AFTER_RELOAD_KEY,
  RETURN_PARAM,
  bootPage,
} = await import(pathToFileURL(join(ssr, 'prerender.js')).href);

// The worker vite-plugin-pwa builds (vite.config.ts), which the boot script registers.
const SERVICE_WORKER = '/sw.js';
if (!existsSync(join(dist, SERVICE_WORKER)))
  throw new Error(`The build has no ${SERVICE_WORKER} for the boot script to register`);

// Inline so it costs no request; firebase.json's CSP allows exactly this text by its hash.
const BOOT = `(${bootPage})(${JSON.stringify({
  signedInKey: CACHE_OWNER_KEY,
  loginPath: '/login',
  returnParam: RETURN_PARAM,
  messageKey: AFTER_RELOAD_KEY,
  serviceWorker: SERVICE_WORKER,
  bookPath: BOOK_PATH_PREFIX,
  seenListingsKey: SEEN_LISTINGS_KEY,
  // The language choice, kept by the names the app keeps it by (src/lib/page-language.ts).
  ...BOOT_LANGUAGE,
})})`;
const bootHash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
if (!readFileSync(join(web, '..', 'firebase.json'), 'utf8').includes(bootHash)) {
  throw new Error(`firebase.json's Content-Security-Policy must allow the boot script: add ${bootHash} to script-src`);
}
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entry) throw new Error('index.html has no module entry script to boot');
/** `page` starting as every page does: through the boot script, in place of the entry's tag. */
const booting = (page) =>
  page.replace(entry[0], '').replace('</body>', `<script data-entry="${entry[1]}">${BOOT}</script></body>`);
// The shell of the app's other routes, whose boot script starts the app at once.
writeFileSync(join(dist, 'app.html'), booting(template));

// A Bangla page brings the Bengali font's faces (Vite's CSS for them, a few hundred bytes), so its
// text is drawn in it from the first paint; src/lib/i18n.ts then does not fetch them again.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const bengali = Object.values(manifest).filter(({ src }) =>
  /@fontsource\/noto-sans-bengali\/bengali-\d+\.css$/.test(src ?? ''),
);
if (bengali.length === 0)
  throw new Error("The build's manifest lists no Bengali font CSS (src/lib/i18n.ts imports it)");
const FONTS = {
  bn: `<style data-fonts="bn">${bengali.map(({ file }) => readFileSync(join(dist, file), 'utf8').trim()).join('')}</style>`,
};

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function write(file, page) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), page);
}

for (const language of LANGUAGES) {
  for (const { path, file, everyLanguage = true } of PRERENDERED_PAGES) {
    if (!everyLanguage && language !== DEFAULT_LANGUAGE) continue;
    const { html, styles, meta } = await prerender(`http://localhost${path}`, language);
    const page = booting(template)
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}"`,
      )
      // data-s: Emotion's cache then leaves these tags in place instead of moving them (and so
      // re-parsing them) on start.
      .replace(
        '</head>',
        `${FONTS[language] ?? ''}${styles.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=')}</head>`,
      )
      // data-language: src/boot/render-app.tsx hydrates the page only for a reader of its language.
      .replace('<div id="root"></div>', `<div id="root" data-language="${language}">${html}</div>`);
    if (!page.includes(html)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
    if (!page.includes(`<html lang="${language}">`)) throw new Error('index.html has no <html lang="en"> to set');
    if (
      !page.includes(`<title>${escapeHtml(meta.title)}</title>`) ||
      !page.includes(`content="${escapeHtml(meta.description)}"`)
    )
      throw new Error('index.html has no <title> and <meta name="description"> to name the page in');
    // The root's English in localized/en as well: Hosting tries the folder of each language a browser asks
    // for, in order, before the root, so "en-US, bn" would otherwise get Bangla.
    const files = [
      ...(language === DEFAULT_LANGUAGE ? [file] : []),
      ...(everyLanguage ? [localizedFile(language, file)] : []),
    ];
    for (const name of files) write(name, page);
    console.log(`Prerendered ${path} in ${language} into ${files.join(', ')} (${Math.round(page.length / 1024)} KB).`);
  }
}
rmSync(ssr, { recursive: true, force: true });
