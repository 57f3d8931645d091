// npm test: deploy:check, the scripts' stop-on-signal suite, then every other suite (unit, rules,
// API, end-to-end) in one emulator session. Ends with where the time went and the summary line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { exit, run } from './lib/children.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { deployCheck } from './lib/deploy-check.mjs';
import { execWithEmulators } from './lib/emulators.mjs';
import { root } from './lib/paths.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';
import { summarize, timed } from './lib/test-summary.mjs';

// The processes suite starts emulators of its own, so it runs before the session, never in it.
const PROCESSES = 'processes';

await timed('install', async () => {
  ensureInstalled();
  checkJava();
  ensureChromium();
});
const args = process.argv.slice(2);
const projects = args.flatMap((a, i) =>
  a === '--project' ? [args[i + 1]] : a.startsWith('--project=') ? [a.slice('--project='.length)] : [],
);
const rest = args.filter((a, i) => a !== '--project' && args[i - 1] !== '--project' && !a.startsWith('--project='));
// The whole run only: a filtered run is someone iterating on a suite. Its production web build
// goes first, since the emulators need the emulator-mode build that follows.
const deploy = args.length ? [] : await timed('deploy:check', () => deployCheck());
await timed('build', () => buildAll());

// Vitest ignores a project named when another is excluded: exclude only when none is named.
const others = projects.length
  ? projects.filter((p) => p !== PROCESSES).flatMap((p) => ['--project', p])
  : ['--project', `'!${PROCESSES}'`];
const runs = [];
if (args.length === 0 || projects.includes(PROCESSES))
  await vitest('processes', ['--project', PROCESSES, ...rest], (cmd) => run('npx', cmd, { cwd: root }));
if (projects.length === 0 || projects.some((p) => p !== PROCESSES))
  await vitest('emulators', [...rest, ...others], (cmd) =>
    execWithEmulators(`node scripts/lib/seed-cli.mjs && npx ${cmd.join(' ')}`, { env: { RESHELF_TEST: '1' } }),
  );
const { failed } = summarize(runs, deploy);
await exit(failed === 0 ? 0 : 1);

/** One Vitest run, started by `launch`, its report kept for the summary. */
async function vitest(name, vitestArgs, launch) {
  const report = join(root, '.cache', `test-report-${name}.json`);
  rmSync(report, { force: true });
  process.env.RESHELF_TEST_REPORT = report;
  const { status } = await timed(name === PROCESSES ? 'processes suite' : 'emulator session', () =>
    launch(['vitest', 'run', '--reporter=default', '--reporter=./scripts/lib/test-report.mjs', ...vitestArgs]),
  );
  runs.push({ name, status, report: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null });
}
