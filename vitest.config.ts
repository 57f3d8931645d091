import { defineConfig } from 'vitest/config';

// One run, every suite: the emulator-backed ones need `firebase emulators:exec` (npm test).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on these 2-core machines,
    // where two run the unit files in 75 s instead of 110 s.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', environment: 'node', include: ['domain/src/**/*.test.ts'] } },
      { test: { name: 'functions', environment: 'node', include: ['functions/src/**/*.test.ts'] } },
      'web/vite.config.ts',
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs'],
          exclude: ['scripts/signals.test.mjs'],
        },
      },
      // Starts npm start, npm test and the benches with emulators of their own: npm test runs it
      // before its emulator session, never inside it.
      {
        test: {
          name: 'processes',
          environment: 'node',
          include: ['scripts/signals.test.mjs'],
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['test/rules/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['test/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // Two files at a time: a journey waits on the emulators about half the time. Each file
          // makes its own accounts and books; the demo accounts several share are never logged out
          // (a logout revokes every session of the account).
          maxWorkers: 2,
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
