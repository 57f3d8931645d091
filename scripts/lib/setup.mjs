// What `npm start` and `npm test` do first on a fresh clone: install, then build.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run as runChild } from './children.mjs';
import { root } from './paths.mjs';

export function run(cmd, opts = {}) {
  execSync(cmd, { cwd: root, stdio: 'inherit', ...opts });
}

/** Installs the npm packages when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages (first run)...');
  run('npm ci --no-audit --no-fund --loglevel=error');
}

/** Builds for the emulators; RESHELF_SKIP_BUILD=1 says the caller has just done so. */
export async function buildAll({ web = true } = {}) {
  if (process.env.RESHELF_SKIP_BUILD === '1') return;
  console.log('Building functions' + (web ? ' and web app' : '') + '...');
  await build('functions');
  // A demo project id from the shell outranks any .env.production.local: this build is for the emulators.
  const env = { ...process.env, VITE_FIREBASE_PROJECT_ID: 'demo-reshelf' };
  if (web) await build('web', { stdio: ['ignore', 'ignore', 'inherit'], env });
}

async function build(workspace, opts = {}) {
  const { status } = await runChild('npm', ['run', 'build', '-w', workspace], { cwd: root, ...opts });
  if (status !== 0) throw new Error(`The ${workspace} build failed (exit ${status}).`);
}

/** Java runs the Firestore emulator; say so plainly rather than let firebase-tools fail later. */
export function checkJava() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) {
    console.error(
      'Java 17 or later is needed for the Firestore emulator (Debian: apt-get install openjdk-17-jre-headless).',
    );
    process.exit(1);
  }
}
