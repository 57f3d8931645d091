// firebase.json is the production config, what a hand-run `firebase deploy` ships. The emulators
// run from a generated firebase.emulators.json beside it (firebase-tools refuses paths outside the
// config's folder) with the two differences local runs need: the CSP lets the page reach
// the Auth and Firestore emulators, and the functions run from the workspace (where the emulator
// reads functions/.secret.local), not from the deploy bundle in functions/lib. `npm run deploy`
// ships a generated firebase.deploy.json whose CSP lets frames come from the project's own auth
// domain (Google sign-in's popup talks to it through a frame), which firebase.json cannot know.
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
    ...withCsp(config, csp),
    functions: config.functions.map((f) => ({ ...f, source: 'functions', predeploy: undefined })),
  };
}

/** The production config with frames allowed from the project's auth domain (VITE_FIREBASE_AUTH_DOMAIN). */
export function deployConfig(config, authDomain) {
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(authDomain ?? '')) {
    throw new Error(
      `The auth domain "${authDomain ?? ''}" is not a host name (VITE_FIREBASE_AUTH_DOMAIN, .env.example)`,
    );
  }
  const csp = (value) => value.replace(/frame-src ([^;]*)/, (_, hosts) => `frame-src ${hosts} https://${authDomain}`);
  return withCsp(config, csp);
}

/** `config` with `edit` applied to each Content-Security-Policy header of Hosting. */
function withCsp(config, edit) {
  return {
    ...config,
    hosting: {
      ...config.hosting,
      headers: config.hosting.headers.map((h) => ({
        ...h,
        headers: h.headers.map((x) => (x.key === 'Content-Security-Policy' ? { ...x, value: edit(x.value) } : x)),
      })),
    },
  };
}

/** Writes firebase.deploy.json for the project's auth domain and returns the `--config` arguments. */
export function deployConfigArgs(authDomain) {
  const file = join(root, 'firebase.deploy.json');
  writeFileSync(file, `${JSON.stringify(deployConfig(readFirebaseJson(), authDomain), null, 2)}\n`);
  return ['--config', file];
}

/** Writes firebase.emulators.json and returns the `--config` arguments for firebase-tools. */
export function emulatorConfigArgs() {
  const file = join(root, 'firebase.emulators.json');
  writeFileSync(file, `${JSON.stringify(emulatorConfig(readFirebaseJson()), null, 2)}\n`);
  return ['--config', file];
}
