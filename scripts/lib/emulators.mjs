// Starts and stops the Firebase emulators as one process group.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv } from './emulator-env.mjs';
import { emulatorConfigArgs } from './firebase-config.mjs';
import { firebaseBin, root } from './paths.mjs';

export const PROJECT_ID = 'demo-reshelf';
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099 };
export const ONLY = 'auth,firestore,functions,hosting';

/** Environment for Admin SDK scripts (seed) that talk to the running emulators. */
export const adminEnv = () => ({
  ...process.env,
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
});

/** `firebase emulators:start`, logging to .cache/emulators.log; resolves when all are ready. */
export function startEmulators() {
  mkdirSync(join(root, '.cache'), { recursive: true });
  const logFile = join(root, '.cache', 'emulators.log');
  const log = createWriteStream(logFile);
  const child = spawn(
    firebaseBin,
    ['emulators:start', '--only', ONLY, '--project', PROJECT_ID, ...emulatorConfigArgs()],
    {
      cwd: root,
      env: emulatorEnv(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let seen = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log.write(chunk);
      seen = (seen + chunk.toString()).slice(-4000);
      if (seen.includes('All emulators ready')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`The emulators stopped (exit ${code}). See ${logFile}:\n${seen.slice(-1500)}`)),
    );
  });
  // A forced exit leaves the Firestore emulator's Java running and prints "kill <pid>" for it.
  const stop = async () => {
    await stopGroup(child);
    for (const pid of seen
      .match(/kill ([\d ]+)/)?.[1]
      .trim()
      .split(/\s+/) ?? []) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  return { child, ready, stop, logFile };
}

/**
 * SIGINT lets firebase-tools shut Java down cleanly. Its functions emulator can wait a minute for
 * trigger work queued at that moment, so a second SIGINT (its own "stop right now") follows, and
 * SIGKILL for the whole group only if that hangs too.
 */
export function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const kill = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* already gone */
      }
    };
    const timers = [setTimeout(() => kill('SIGINT'), 10_000), setTimeout(() => kill('SIGKILL'), 20_000)];
    child.once('exit', () => {
      timers.forEach(clearTimeout);
      kill('SIGKILL');
      resolve();
    });
    kill('SIGINT');
  });
}
