/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// `npm run dev` proxies the API to the Hosting emulator, which rewrites /api/** to the function.
const hosting = `http://127.0.0.1:${process.env.RESHELF_HOSTING_PORT ?? 5000}`;

const unusedSdk = fileURLToPath(new URL('./src/lib/firebase-unused.ts', import.meta.url));
// .env.example, .env.production.local and the rest live at the repository root.
const envDir = fileURLToPath(new URL('..', import.meta.url));

/** The web app config a production build needs (the Firebase console's web app settings). */
const PRODUCTION_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
];

/**
 * Emulator mode or production, decided here at build time (DESIGN: production): no project id or
 * a demo-* one means the emulators; any other needs the whole web app config.
 */
function firebaseMode(mode: string) {
  const env = loadEnv(mode, envDir, 'VITE_');
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  // `firebase deploy`'s predeploy hooks set these: the bundle must be built for the project it ships to.
  const deploying = process.env.PROJECT_DIR && process.env.GCLOUD_PROJECT;
  if (deploying && !deploying.startsWith('demo-') && projectId !== deploying) {
    throw new Error(
      `Deploying to ${deploying}, but VITE_FIREBASE_PROJECT_ID is ${projectId ?? 'not set'}: put that project's web app config in .env.production.local (see .env.example).`,
    );
  }
  const emulators = !projectId || projectId.startsWith('demo-');
  const missing = PRODUCTION_ENV.filter((name) => !env[name]);
  if (!emulators && missing.length > 0) {
    throw new Error(
      `A production build for ${projectId} needs ${missing.join(', ')} (see .env.example; put them in .env.production.local).`,
    );
  }
  return emulators;
}

/**
 * The installable app (DESIGN: flaky connections): a manifest, and a service worker (src/sw.ts)
 * that serves the shell, fonts and prerendered pages, each in the reader's language, from its
 * precache, and images cache-first. web/scripts/service-worker.mjs builds it again after the
 * prerender has written the pages.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // The boot script (src/boot/page-boot.ts) registers it on every page, once the page has loaded.
  injectRegister: false,
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  manifest: {
    name: 'Reshelf',
    short_name: 'Reshelf',
    description: 'Buy and sell used books near you.',
    // theme.ts: primary and background.default.
    theme_color: '#1b4d3e',
    background_color: '#fbf8f3',
    start_url: '/',
    display: 'standalone',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The prerendered pages in each language, by their localized/ names: Hosting's i18n would
    // answer the root's index.html in the reader's language, whatever the name says. app.html is
    // the shell of every other route, an address no category has among them: it renders it as well
    // as categories.html's frame, which stays Hosting's answer to a first visit. Hosting answers
    // 404.html with status 404 even when asked for by name, which would fail the install.
    globPatterns: ['**/*.{js,css,html,woff2}', 'favicon.svg'],
    globIgnores: [
      '{index,blog/index,login/index,signUp/index,categories}.html',
      'categories/*/index.html',
      '**/404.html',
    ],
  },
});

/** The Firebase SDKs and their React bindings: one chunk of their own. */
const FIREBASE_SDKS =
  /node_modules[\\/](@firebase|firebase|reactfire|rxfire|idb)[\\/](?!firestore[\\/](dist[\\/])?lite[\\/])/;
/**
 * Firestore Lite, which only a sign-in's first page reads with (lib/first-page.ts): a chunk of its
 * own, after the SDKs' chunk has taken the modules both use.
 */
const FIRESTORE_LITE = /node_modules[\\/](@firebase|firebase)[\\/]firestore[\\/](dist[\\/])?lite[\\/]/;
const isSdkModule = (id: string) => FIREBASE_SDKS.test(id) || FIRESTORE_LITE.test(id);

/**
 * V8's compile hint on the chunks every signed-in page runs at start, the entry (the `boot` group)
 * and the Firebase SDKs' chunk, and on Firestore Lite's, which a sign-in fetches while it waits on
 * the network: V8 compiles all their functions on a background thread as they load, instead of each
 * on the main thread at its first call (docs/performance.md, "Compiled as they load"). The comment
 * must open the file, so it goes in after Vite's own additions to the chunk.
 */
const compileHints: Plugin = {
  name: 'reshelf:compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (!chunk.isEntry && !Object.keys(chunk.modules).some(isSdkModule)) continue;
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset') {
          const parsed = JSON.parse(String(map.source)) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        }
      }
    },
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), pwa, compileHints],
  envDir,
  // A constant, so a production bundle drops the emulator connections and the demo accounts.
  define: { 'import.meta.env.RESHELF_EMULATORS': JSON.stringify(firebaseMode(mode)) },
  resolve: {
    alias: {
      ...Object.fromEntries(
        ['database', 'functions', 'remote-config', 'storage'].map((sdk) => [`firebase/${sdk}`, unusedSdk]),
      ),
      re2js: unusedSdk,
    },
  },
  server: { port: 5173, proxy: { '/api': hosting } },
  build: {
    // No public source maps: only the web benchmark builds them, to say which package each byte
    // of Home's initial JavaScript comes from.
    sourcemap: process.env.RESHELF_SOURCEMAPS === '1',
    // Read by the web benchmark for Home's initial JavaScript.
    manifest: true,
    // Vite's preload links before each dynamic import cost more than they saved
    // (docs/performance.md); the browser finds a chunk's imports itself.
    modulePreload: false,
    rolldownOptions: {
      // Every module the entry imports is one chunk, and the Firebase SDKs another: a signed-in
      // page starts from a few files instead of a hundred small ones, each a request through the
      // service worker and a compile and evaluation task (docs/performance.md).
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'firebase', test: FIREBASE_SDKS, priority: 2 },
            { name: 'firestore-lite', test: FIRESTORE_LITE, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Room for a few of setup.ts's 5 s waits in one test.
    testTimeout: 20_000,
  },
}));
