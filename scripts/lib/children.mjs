// The processes an npm script starts die with it. Children run in process groups of their own
// (the script decides when and how they stop, not the terminal), and on SIGINT, SIGTERM or SIGHUP
// the script passes the signal on to every process it started, directly or not, SIGKILL follows
// for what is left after a few seconds, and the script exits 128 + the signal's number.
// firebase-tools and chrome-launcher put Java, the functions runtimes and Chromium in groups of
// their own, and they outlive a parent killed first, so the whole tree is looked up beforehand.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';

const GRACE_MS = 5_000;
const beforeStop = [];
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // `timeout` and npm may both pass the same signal on: the first one does the work.
  process.on(signal, () => exit(128 + constants.signals[signal], signal));
}
// npm passes a SIGTERM on to the shell it runs the script in, which dies without passing it on:
// a new parent is the sign.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && exit(128 + constants.signals.SIGTERM), 500).unref();

/** Work to do before the processes are signalled (closing a browser through its own API). */
export function onStop(fn) {
  beforeStop.push(fn);
}

/** Stops every process the script started, then exits with `code`. */
export async function exit(code, signal = 'SIGTERM') {
  if (stopping) return new Promise(() => {}); // the first stop exits
  stopping = true;
  await Promise.allSettled(beforeStop.map(async (fn) => fn()));
  await stopTree(process.pid, signal);
  process.exit(code);
}

/** child_process.spawn in a process group of its own; stdin is the script's, not the child's. */
export function spawnChild(command, args, options = {}) {
  return spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options, detached: true });
}

/**
 * Runs a command to its end, as spawnSync would, but leaves the script able to handle a signal
 * meanwhile. Resolves to { status, signal, stdout, stderr } (the output only when piped).
 */
export function run(command, args, options = {}) {
  const child = spawnChild(command, args, options);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => (stdout += d));
  child.stderr?.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status, signal) => {
      resolve({ status, signal, stdout, stderr });
    });
  });
}

/** Stops a child and all it started. */
export const stopChild = (child, signal = 'SIGTERM') => stopTree(child.pid, signal);

/** `signal` to the tree under `root`, SIGKILL to what is left of it after GRACE_MS; resolves when none is left. */
async function stopTree(root, signal) {
  let table = processes();
  const ownGroup = table.get(process.pid)?.pgid;
  let left = tree(table, root);
  const kill = (sig) => {
    // Whole groups reach what starts meanwhile; never the group this script runs in.
    for (const group of new Set(left.values()))
      if (group !== ownGroup && (group === root || left.has(group))) send(-group, sig);
    for (const pid of left.keys()) send(pid, sig);
  };
  kill(signal);
  for (const end = Date.now() + GRACE_MS + 2_000; left.size > 0 && Date.now() < end;) {
    if (Date.now() > end - 2_000) kill('SIGKILL');
    await sleep(200);
    table = processes();
    // Still running (those a parent's exit moved elsewhere too), and anything started since.
    left = new Map([...left, ...tree(table, root)].filter(([pid]) => table.has(pid)));
  }
}

/** Every live process (zombies are gone in all but name): pid → { ppid, pgid }. */
function processes() {
  const ps = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,pgid=,stat='], { encoding: 'utf8' });
  return new Map(
    ps.stdout
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, , , stat]) => !stat.startsWith('Z'))
      .map(([pid, ppid, pgid]) => [Number(pid), { ppid: Number(ppid), pgid: Number(pgid) }]),
  );
}

/** `root`, the group it leads and all they started, whatever their group, but this script: pid → pgid. */
function tree(table, root) {
  const found = new Map(
    [...table].filter(([pid, p]) => pid === root || p.pgid === root).map(([pid, p]) => [pid, p.pgid]),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of table)
      if (!found.has(pid) && found.has(p.ppid)) {
        found.set(pid, p.pgid);
        grew = true;
      }
  }
  found.delete(process.pid);
  return found;
}

function send(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
