// npm test: deploy:check, then the suites that need no emulators (the scripts' stop-on-signal suite
// beside the unit suites), then the rules, API and end-to-end suites in one emulator session.
// Ends with where the time went and the summary line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { exit, run } from './lib/children.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { deployCheck } from './lib/deploy-check.mjs';
import { execWithEmulators } from './lib/emulators.mjs';
import { root } from './lib/paths.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';
import { summarize, timed } from './lib/test-summary.mjs';

// The processes suite starts emulators of its own, so it runs before the session, never in it;
// the unit suites need none, so they run beside it.
const PROCESSES = ['processes'];
const UNIT = ['domain', 'functions', 'web', 'scripts'];
const EMULATED = ['rules', 'api', 'e2e'];

await timed('install', async () => {
  ensureInstalled();
  checkJava();
  ensureChromium();
});
const args = process.argv.slice(2);
const named = args.flatMap((a, i) =>
  a === '--project' ? [args[i + 1]] : a.startsWith('--project=') ? [a.slice('--project='.length)] : [],
);
const rest = args.filter((a, i) => a !== '--project' && args[i - 1] !== '--project' && !a.startsWith('--project='));
const whole = args.length === 0;
// A filter (a file, -t) may match nothing in one of the runs.
const filtered = whole ? [] : ['--passWithNoTests'];
/** The projects of `group` this run takes: all when none is named; a name no group has goes to the session. */
const take = (group, { others = false } = {}) =>
  named.length ? named.filter((p) => group.includes(p) || (others && ![...PROCESSES, ...UNIT].includes(p))) : group;

// The whole run only: a filtered run is someone iterating on a suite. Its production web build
// goes first, since the emulators need the emulator-mode build that follows.
const deploy = whole ? await timed('deploy:check', () => deployCheck()) : [];
await timed('build', () => buildAll());

const runs = [];
const asArgs = (projects) => projects.flatMap((p) => ['--project', p]);
const local = (cmd, report) => run('npx', cmd, { cwd: root, env: { ...process.env, RESHELF_TEST_REPORT: report } });
const processes = whole ? PROCESSES : take(PROCESSES);
const unit = take(UNIT);
await Promise.all([
  processes.length && vitest('processes suite', [...asArgs(processes), ...rest], local),
  unit.length && vitest('unit suites', [...asArgs(unit), ...rest, ...filtered], local),
]);
const emulated = take(EMULATED, { others: true });
if (emulated.length)
  await vitest('emulator session', [...asArgs(emulated), ...rest, ...filtered], (cmd, report) =>
    execWithEmulators(`node scripts/lib/seed-cli.mjs && npx ${cmd.join(' ')}`, {
      env: { RESHELF_TEST: '1', RESHELF_TEST_REPORT: report },
      // Hosting's line per request and the functions' per call, thousands in a run, cost the CLI
      // about a fifth of a core; warnings, errors and the functions' own logs still show.
      quiet: true,
    }),
  );
const { failed } = summarize(runs, deploy);
await exit(failed === 0 ? 0 : 1);

/** One Vitest run, started by `launch`, its report kept for the summary. */
async function vitest(name, vitestArgs, launch) {
  const report = join(root, '.cache', `test-report-${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const cmd = ['vitest', 'run', '--reporter=default', '--reporter=./scripts/lib/test-report.mjs', ...vitestArgs];
  const { status } = await timed(name, () => launch(cmd, report));
  runs.push({ name, status, report: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null });
}
