/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `npm run dev` proxies the API to the Hosting emulator, which rewrites /api/** to the function.
const hosting = `http://127.0.0.1:${process.env.RESHELF_HOSTING_PORT ?? 5000}`;

const unusedSdk = fileURLToPath(new URL('./src/lib/firebase-unused.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
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
    // Each <link rel="modulepreload"> Vite would add before a dynamic import costs the main thread
    // about 10 ms on a slow phone, once per boot stage; the browser finds a chunk's imports itself.
    modulePreload: false,
    // domain's schemas are module-level zod calls; marked pure, the ones a chunk does not use
    // drop out, so Home's initial JavaScript carries no zod and no libphonenumber.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
