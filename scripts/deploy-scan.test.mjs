import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCredentials, scanWebBundle, uploadProblems } from './lib/deploy-scan.mjs';
import { configProblems } from './lib/deploy-check.mjs';
import { deployConfig, emulatorConfig, readFirebaseJson } from './lib/firebase-config.mjs';
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

describe('the CSP npm run deploy ships', () => {
  const AUTH_DOMAIN = 'reshelf-prod.firebaseapp.com';
  const policy = (config) => config.hosting.headers[0].headers.find((h) => h.key === 'Content-Security-Policy').value;
  const withPolicy = (config, change) => ({
    ...config,
    hosting: {
      ...config.hosting,
      headers: config.hosting.headers.map((h) => ({
        ...h,
        headers: h.headers.map((x) => (x.key === 'Content-Security-Policy' ? { ...x, value: change(x.value) } : x)),
      })),
    },
  });

  it('lets frames come from reCAPTCHA and the project’s own auth domain only, and images from the app only', () => {
    const shipped = policy(deployConfig(readFirebaseJson(), AUTH_DOMAIN));
    expect(shipped).toContain(
      `frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://${AUTH_DOMAIN};`,
    );
    expect(shipped).toMatch(
      /script-src 'self' '[^']+' https:\/\/apis\.google\.com https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
    );
    expect(shipped).not.toContain('*.firebaseapp.com');
    expect(shipped).toContain("img-src 'self' data: blob: https://www.google.com/images/cleardot.gif;");
    expect(configProblems(readFirebaseJson(), AUTH_DOMAIN)).toEqual([]);
  });

  it('deploy:check fails a wildcard frame host, a wider reCAPTCHA or script host, another image host or a missing auth domain', () => {
    const production = readFirebaseJson();
    const wildcard = withPolicy(production, (v) =>
      v.replace("frame-src 'self'", "frame-src 'self' https://*.firebaseapp.com"),
    );
    expect(configProblems(wildcard, AUTH_DOMAIN)).toEqual([
      expect.stringMatching(/frame-src is .*\*\.firebaseapp\.com/),
    ]);
    const anyRecaptcha = withPolicy(production, (v) =>
      v.replace("frame-src 'self' https://www.google.com/recaptcha/", "frame-src 'self' https://www.google.com/"),
    );
    expect(configProblems(anyRecaptcha, AUTH_DOMAIN)).toEqual([
      expect.stringMatching(/frame-src is .*https:\/\/www\.google\.com\/ /),
    ]);
    const moreScripts = withPolicy(production, (v) => v.replace('script-src', 'script-src https://cdn.example'));
    expect(configProblems(moreScripts, AUTH_DOMAIN)).toEqual([
      expect.stringMatching(/script-src hosts are "https:\/\/cdn\.example/),
    ]);
    for (const source of ['https:', 'http:', '*', 'https://lh3.googleusercontent.com', 'https://www.google.com/']) {
      const images = withPolicy(production, (v) => v.replace('img-src', `img-src ${source}`));
      expect(configProblems(images, AUTH_DOMAIN)).toEqual([
        `firebase.json: img-src allows ${source}; images come from 'self' data: blob: https://www.google.com/images/cleardot.gif only`,
      ]);
    }
    const fewer = withPolicy(production, (v) => v.replace(' blob:', ''));
    expect(configProblems(fewer, AUTH_DOMAIN)).toEqual([]);
    expect(configProblems(production, undefined)).toEqual([expect.stringMatching(/VITE_FIREBASE_AUTH_DOMAIN/)]);
    expect(configProblems(production, 'evil.example/x; script-src *')).toEqual([
      expect.stringMatching(/not a host name/),
    ]);
  });
});
