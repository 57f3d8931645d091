/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` proxies the API to the Hosting emulator, which rewrites /api/** to the function.
const hosting = `http://127.0.0.1:${process.env.RESHELF_HOSTING_PORT ?? 5000}`;

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': hosting } },
  build: { sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
