import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCredentials, scanWebBundle, uploadProblems } from './lib/deploy-scan.mjs';
import { emulatorConfig, readFirebaseJson } from './lib/firebase-config.mjs';
import { root } from './lib/paths.mjs';

const dirs = [];
function bundle(files) {
  const dir = mkdtempSync(join(tmpdir(), 'reshelf-scan-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

const credentials = demoCredentials(root);
const clean = { 'index.html': '<div id="root"></div>', 'assets/app.js': 'fetch("https://firestore.googleapis.com")' };

describe('deploy:check web scan', () => {
  it('reads every demo email and password from the seed, and the demo project id', () => {
    expect(credentials).toEqual(
      expect.arrayContaining([
        'demo-reshelf',
        'buyer@reshelf.test',
        'buyer-demo-1',
        'admin@reshelf.test',
        'admin-demo-1',
      ]),
    );
  });

  it('passes a clean production bundle', () => {
    expect(scanWebBundle(bundle(clean), credentials)).toEqual([]);
  });

  it('fails a bundle with a demo credential in it', () => {
    const dir = bundle({
      ...clean,
      'assets/Login.js': 'const a={email:"seller@reshelf.test",password:"seller-demo-1"}',
    });
    expect(scanWebBundle(dir, credentials)).toEqual([
      'assets/Login.js: demo credential seller@reshelf.test',
      'assets/Login.js: demo credential seller-demo-1',
    ]);
  });

  it('fails a bundle that connects to an emulator, or names the demo project', () => {
    const dir = bundle({ ...clean, 'assets/auth.js': 'connect("http://127.0.0.1:9099");p="demo-reshelf"' });
    expect(scanWebBundle(dir, credentials)).toEqual([
      'assets/auth.js: emulator host 127.0.0.1:9099',
      'assets/auth.js: demo credential demo-reshelf',
    ]);
    expect(scanWebBundle(bundle({ 'a.js': 'new WebSocket("ws://localhost:8080")' }), credentials)).toEqual([
      'a.js: emulator host localhost:8080',
    ]);
  });

  it('fails a bundle with a source map', () => {
    expect(scanWebBundle(bundle({ ...clean, 'assets/app.js.map': '{}' }), credentials)).toEqual([
      'assets/app.js.map: a source map',
    ]);
  });
});

describe('deploy:check functions upload', () => {
  it('passes the bundle and its package.json', () => {
    expect(uploadProblems(['index.js', 'package.json'])).toEqual([]);
  });

  it('fails on a secret, a .local file, an env file, a source map, sources or tests', () => {
    expect(
      uploadProblems(['.secret.local', '.env.local', 'x/.env', 'index.js.map', 'src/index.ts', 'a.test.js']),
    ).toEqual([
      '.secret.local: a secret',
      '.secret.local: a .local file',
      '.env.local: an environment file',
      '.env.local: a .local file',
      'x/.env: an environment file',
      'index.js.map: a source map',
      'src/index.ts: sources or installed packages',
      'a.test.js: a test',
    ]);
  });
});

describe('firebase.json and the emulators config', () => {
  const csp = (config) =>
    config.hosting.headers[0].headers
      .find((h) => h.key === 'Content-Security-Policy')
      .value.match(/connect-src ([^;]*)/)[1];

  it('production allows exactly the Firebase hosts the app uses; the emulators add theirs', () => {
    const production = readFirebaseJson();
    expect(csp(production).split(' ')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
    ]);
    const emulators = emulatorConfig(production);
    expect(csp(emulators)).toContain('http://127.0.0.1:9099');
    expect(csp(emulators)).toContain('http://localhost:8080');
    expect(emulators.functions[0].source).toBe('functions');
    expect(production.functions[0].source).toBe('functions/lib');
  });
});
