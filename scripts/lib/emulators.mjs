// Starts and stops the Firebase emulators as one process group.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv } from './emulator-env.mjs';
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
  const child = spawn(firebaseBin, ['emulators:start', '--only', ONLY, '--project', PROJECT_ID], {
    cwd: root,
    env: emulatorEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise((resolve, reject) => {
    let seen = '';
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
  const stop = () => stopGroup(child);
  return { child, ready, stop, logFile };
}

/** SIGINT lets firebase-tools shut Java down cleanly; SIGKILL the whole group if it hangs. */
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
    const timer = setTimeout(() => kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      kill('SIGKILL');
      resolve();
    });
    kill('SIGINT');
  });
}
