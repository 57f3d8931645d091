// npm run bootstrap -- --project <id> --admin <email>: a real project's categories and first
// admin (functions/src/bootstrap), with application default credentials. Safe to run again.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';
import { run } from './lib/setup.mjs';

run('npm run build -w functions', { stdio: ['ignore', 'ignore', 'inherit'] });
const env = { ...process.env };
// Emulator hosts left in the shell would send the Admin SDK to the emulators instead.
delete env.FIRESTORE_EMULATOR_HOST;
delete env.FIREBASE_AUTH_EMULATOR_HOST;
const result = spawnSync(
  process.execPath,
  [join(root, 'functions', 'lib', 'cli', 'bootstrap.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
