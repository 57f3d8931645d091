// Stopping an npm script (SIGTERM, or Ctrl-C's SIGINT to the terminal's process group) leaves
// none of the processes it started. Each run carries a marker in its environment, which every
// descendant inherits, so /proc tells what is left whatever process group it moved to.
// npm test runs this suite before its emulator session: the scripts start emulators of their own.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib/paths.mjs';

const MARK = 'RESHELF_PROC_MARK';
const STOP_MS = 15_000;
// The Firestore emulator's JVM (`java ... -jar ...`), not the `java -version` check every script
// makes first: a stop sent at that check raced firebase-tools starting the emulator.
const isJava = (cmd) => /(^|\/)java$/.test(cmd[0]) && cmd.includes('-jar');
const isChromium = (cmd) => /(^|\/)chromium(-browser)?$/.test(cmd[0]) || cmd[0].includes('/chromium/');

/** Live processes whose environment holds this marker, with their command lines. */
function marked(mark) {
  const needle = `${MARK}=${mark}`;
  const found = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // A zombie's environ reads empty: it is gone in all but name.
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(needle)) continue;
      found.push({ pid: Number(pid), cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') });
    } catch {
      /* exited meanwhile, or not ours to read */
    }
  }
  return found;
}

const describeLinux = process.platform === 'linux' ? describe : describe.skip;
if (process.platform !== 'linux') console.warn('signals.test.mjs: skipped, it reads /proc (Linux only).');

describeLinux('stopping an npm script leaves no process behind', () => {
  const runs = [];

  beforeAll(() => {
    // The scripts are told to skip their build (npm test has just built), so one must be there.
    for (const built of ['functions/lib/index.js', 'web/dist/.vite/manifest.json'])
      if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first.`);
  });

  afterEach(() => {
    // A failed case must not leave its emulators to the next one.
    for (const { mark } of runs.splice(0))
      for (const { pid } of marked(mark)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }
  });

  /** Starts `npm run <script>` as a user would, in a process group of its own. */
  function npmRun(script, args = []) {
    const mark = randomUUID();
    const env = { ...process.env, [MARK]: mark, RESHELF_SKIP_BUILD: '1' };
    for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'NODE_ENV') delete env[key];
    const npm = spawn('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
    npm.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
    const run = { npm, mark, output: () => output };
    runs.push(run);
    return run;
  }

  async function waitFor(run, what, test, ms) {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
      if (marked(run.mark).some((p) => test(p.cmd))) return;
      if (run.npm.exitCode !== null) break;
    }
    throw new Error(`No ${what} process appeared; the script said:\n${run.output()}`);
  }

  /** What still runs STOP_MS after the signal, as "pid command" lines. */
  async function leftAfterStop(run) {
    let left = marked(run.mark);
    for (const end = Date.now() + STOP_MS; left.length > 0 && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 250));
      left = marked(run.mark);
    }
    return left.map((p) => `${p.pid} ${p.cmd.join(' ').slice(0, 120)}`);
  }

  const java = { what: 'Java (Firestore emulator)', test: isJava, ms: 60_000 };
  it.for([
    { script: 'start', args: [], ...java },
    // A filtered run (a whole one would start this suite again) of a suite that needs the emulators.
    { script: 'test', args: ['--project', 'rules'], ...java },
    { script: 'bench:api', args: [], ...java },
    { script: 'bench:web', args: [], what: 'Chromium', test: isChromium, ms: 120_000 },
  ])(
    'SIGTERM to npm run $script once it started $what',
    { timeout: 150_000 },
    async ({ script, args, what, test, ms }) => {
      const run = npmRun(script, args);
      await waitFor(run, what, test, ms);
      process.kill(run.npm.pid, 'SIGTERM');
      expect(await leftAfterStop(run)).toEqual([]);
    },
  );

  it('Ctrl-C (SIGINT to the process group) on npm start', { timeout: 90_000 }, async () => {
    const run = npmRun('start');
    await waitFor(run, 'Java (Firestore emulator)', isJava, 60_000);
    process.kill(-run.npm.pid, 'SIGINT');
    expect(await leftAfterStop(run)).toEqual([]);
  });
});
