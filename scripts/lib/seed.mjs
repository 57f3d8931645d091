import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { adminEnv } from './emulators.mjs';
import { root } from './paths.mjs';

/** Runs the built seed against the running emulators and returns its summary. */
export function seedEmulators() {
  const out = execFileSync(process.execPath, [join(root, 'functions', 'lib', 'cli', 'seed.js')], {
    cwd: root,
    env: adminEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop());
}
