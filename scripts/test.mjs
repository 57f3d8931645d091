// npm test: deploy:check, the scripts' stop-on-signal suite, then every other suite (unit, rules,
// API, end-to-end) in one emulator session.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { exit, run } from './lib/children.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { deployCheck } from './lib/deploy-check.mjs';
import { execWithEmulators } from './lib/emulators.mjs';
import { root } from './lib/paths.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

// The processes suite starts emulators of its own, so it runs before the session, never in it.
const PROCESSES = 'processes';

ensureInstalled();
checkJava();
ensureChromium();
const args = process.argv.slice(2);
const projects = args.flatMap((a, i) =>
  a === '--project' ? [args[i + 1]] : a.startsWith('--project=') ? [a.slice('--project='.length)] : [],
);
const rest = args.filter((a, i) => a !== '--project' && args[i - 1] !== '--project' && !a.startsWith('--project='));
// The whole run only: a filtered run is someone iterating on a suite. Its production web build
// goes first, since the emulators need the emulator-mode build that follows.
const deploy = args.length ? [] : await deployCheck();
await buildAll();

// Vitest ignores a project named when another is excluded: exclude only when none is named.
const others = projects.length
  ? projects.filter((p) => p !== PROCESSES).flatMap((p) => ['--project', p])
  : ['--project', `'!${PROCESSES}'`];
const counts = { passed: 0, failed: 0, skipped: 0 };
if (args.length === 0 || projects.includes(PROCESSES))
  await vitest('processes', ['--project', PROCESSES, ...rest], (cmd) => run('npx', cmd, { cwd: root }));
if (projects.length === 0 || projects.some((p) => p !== PROCESSES))
  await vitest('emulators', [...rest, ...others], (cmd) =>
    execWithEmulators(`node scripts/lib/seed-cli.mjs && npx ${cmd.join(' ')}`, { env: { RESHELF_TEST: '1' } }),
  );
// Each deploy:check check counts as a test.
const deployFailed = deploy.filter((r) => r.problems.length > 0).length;
counts.passed += deploy.length - deployFailed;
counts.failed += deployFailed;
const { passed, failed, skipped } = counts;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
await exit(failed === 0 ? 0 : 1);

/** One Vitest run, started by `launch`, its results added to `counts`. */
async function vitest(name, vitestArgs, launch) {
  const results = join(root, '.cache', `test-results-${name}.json`);
  rmSync(results, { force: true });
  const { status } = await launch([
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}`,
    ...vitestArgs,
  ]);
  let failed = 0;
  if (existsSync(results)) {
    const r = JSON.parse(readFileSync(results, 'utf8'));
    counts.passed += r.numPassedTests;
    // A file that could not load has no failed test of its own: it counts as one failure.
    const unloaded = r.testResults.filter(
      (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'),
    ).length;
    failed = r.numFailedTests + unloaded;
    counts.skipped += r.numPendingTests + r.numTodoTests;
  }
  // A run that failed without a failed test (emulators that did not start) still counts as one.
  counts.failed += status !== 0 && failed === 0 ? 1 : failed;
}
