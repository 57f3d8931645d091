// firebase.json is the production config, what a hand-run `firebase deploy` ships. The emulators
// run from a generated firebase.emulators.json beside it (firebase-tools refuses paths outside the
// config's folder) with the two differences local runs need: the CSP lets the page reach
// the Auth and Firestore emulators, and the functions run from the workspace (where the emulator
// reads functions/.secret.local), not from the deploy bundle in functions/lib.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';

export const EMULATOR_CONNECT = [
  'http://127.0.0.1:9099',
  'http://localhost:9099',
  'http://127.0.0.1:8080',
  'http://localhost:8080',
];

export const readFirebaseJson = () => JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

/** The production config turned into the emulators' one. */
export function emulatorConfig(config) {
  const csp = (value) =>
    value.replace(/connect-src ([^;]*)/, (_, hosts) => `connect-src ${hosts} ${EMULATOR_CONNECT.join(' ')}`);
  return {
    ...config,
    hosting: {
      ...config.hosting,
      headers: config.hosting.headers.map((h) => ({
        ...h,
        headers: h.headers.map((x) => (x.key === 'Content-Security-Policy' ? { ...x, value: csp(x.value) } : x)),
      })),
    },
    functions: config.functions.map((f) => ({ ...f, source: 'functions', predeploy: undefined })),
  };
}

/** Writes firebase.emulators.json and returns the `--config` arguments for firebase-tools. */
export function emulatorConfigArgs() {
  const file = join(root, 'firebase.emulators.json');
  writeFileSync(file, `${JSON.stringify(emulatorConfig(readFirebaseJson()), null, 2)}\n`);
  return ['--config', file];
}
