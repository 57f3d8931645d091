// npm test: every suite (unit, rules, API, end-to-end) in one emulator session.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { emulatorEnv } from './lib/emulator-env.mjs';
import { emulatorConfigArgs } from './lib/firebase-config.mjs';
import { ONLY, PROJECT_ID } from './lib/emulators.mjs';
import { firebaseBin, root } from './lib/paths.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

ensureInstalled();
checkJava();
ensureChromium();
buildAll();

const results = join(root, '.cache', 'test-results.json');
rmSync(results, { force: true });
const vitestArgs = process.argv.slice(2).join(' ');
const inside = `node scripts/lib/seed-cli.mjs && npx vitest run --reporter=default --reporter=json --outputFile.json=${results} ${vitestArgs}`;
const exec = spawnSync(firebaseBin, ['emulators:exec', '--only', ONLY, '--project', PROJECT_ID, ...emulatorConfigArgs(), inside], {
  cwd: root,
  env: { ...emulatorEnv(), RESHELF_TEST: '1' },
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(results)) {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests;
  skipped = r.numPendingTests + r.numTodoTests;
}
// A suite that could not load, or emulators that did not start, still count as a failure.
if (exec.status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exec.status === 0 && failed === 0 ? 0 : 1);
