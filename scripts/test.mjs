// npm test: deploy:check, then every suite (unit, rules, API, end-to-end) in one emulator session.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { emulatorEnv } from './lib/emulator-env.mjs';
import { deployCheck } from './lib/deploy-check.mjs';
import { emulatorConfigArgs } from './lib/firebase-config.mjs';
import { ONLY, PROJECT_ID } from './lib/emulators.mjs';
import { firebaseBin, root } from './lib/paths.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

ensureInstalled();
checkJava();
ensureChromium();
const vitestArgs = process.argv.slice(2).join(' ');
// The whole run only: a filtered run is someone iterating on a suite. Its production web build
// goes first, since the emulators need the emulator-mode build that follows.
const deploy = vitestArgs ? [] : await deployCheck();
buildAll();

const results = join(root, '.cache', 'test-results.json');
rmSync(results, { force: true });
const inside = `node scripts/lib/seed-cli.mjs && npx vitest run --reporter=default --reporter=json --outputFile.json=${results} ${vitestArgs}`;
const exec = spawnSync(
  firebaseBin,
  ['emulators:exec', '--only', ONLY, '--project', PROJECT_ID, ...emulatorConfigArgs(), inside],
  {
    cwd: root,
    env: { ...emulatorEnv(), RESHELF_TEST: '1' },
    stdio: 'inherit',
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(results)) {
  const r = JSON.parse(readFileSync(results, 'utf8'));
  passed = r.numPassedTests;
  // A file that could not load has no failed test of its own: it counts as one failure.
  const unloaded = r.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'),
  ).length;
  failed = r.numFailedTests + unloaded;
  skipped = r.numPendingTests + r.numTodoTests;
}
// Emulators that did not start still count as a failure.
if (exec.status !== 0 && failed === 0) failed = 1;
// Each deploy:check check counts as a test.
const deployFailed = deploy.filter((r) => r.problems.length > 0).length;
passed += deploy.length - deployFailed;
failed += deployFailed;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && exec.status === 0 ? 0 : 1);
