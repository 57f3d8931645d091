// Starts and stops the Firebase emulators, with Java and the functions runtimes they start.
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { run, spawnChild, stopChild } from './children.mjs';
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

/**
 * `firebase emulators:exec`: starts the emulators, runs `command` in a shell, stops them. `quiet`
 * leaves out the emulators' informational lines (each request and call), keeping their warnings,
 * errors and the functions' own logs.
 */
export function execWithEmulators(command, { env = {}, quiet = false, ...options } = {}) {
  const verbosity = quiet ? ['--log-verbosity', 'QUIET'] : [];
  return run(
    firebaseBin,
    ['emulators:exec', '--only', ONLY, '--project', PROJECT_ID, ...verbosity, ...emulatorConfigArgs(), command],
    { cwd: root, ...options, env: { ...emulatorEnv(), ...env } },
  );
}

/** `firebase emulators:start`, logging to .cache/emulators.log; resolves when all are ready. */
export function startEmulators() {
  mkdirSync(join(root, '.cache'), { recursive: true });
  const logFile = join(root, '.cache', 'emulators.log');
  const log = createWriteStream(logFile);
  const child = spawnChild(
    firebaseBin,
    ['emulators:start', '--only', ONLY, '--project', PROJECT_ID, ...emulatorConfigArgs()],
    {
      cwd: root,
      env: emulatorEnv(),
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
  // firebase-tools stops Java and the functions runtimes on SIGTERM; stopChild makes sure.
  const stop = () => stopChild(child);
  return { child, ready, stop, logFile };
}
