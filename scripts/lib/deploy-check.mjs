// The offline checks `npm run deploy:check`, `npm run deploy` and `npm test` run: no credentials and
// no network beyond npm's cache. Each returns { name, problems }; no problems means it passed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { demoCredentials, EMULATOR_HOST, scanWebBundle, uploadProblems } from './deploy-scan.mjs';
import { deployConfig, readFirebaseJson } from './firebase-config.mjs';
import { root } from './paths.mjs';

/** What a production web build gets when it is only being checked, not shipped. */
export const PLACEHOLDER_WEB_CONFIG = {
  VITE_FIREBASE_API_KEY: 'placeholder-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'reshelf-deploy-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'reshelf-deploy-check',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};
const FUNCTIONS = ['api', 'expireBookings', 'syncClaims'];

const npm = (args, opts = {}) =>
  execFileSync('npm', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...opts });

const directive = (csp, name) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1].trim().split(/\s+/) ?? [];

/** reCAPTCHA, which phone sign-in and phone verification pass before Firebase sends a code. */
export const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
/** Scripts from other hosts: Google sign-in's popup helper and reCAPTCHA. */
const SCRIPT_HOSTS = ['https://apis.google.com', ...RECAPTCHA.scripts];
/**
 * Images: the app's own (listings' photos come from its API), inline and local ones, and the one
 * image the Firestore SDK probes the network with when its connection fails. No other host: a
 * picture from anywhere else would tell that host who looks at which page.
 */
export const IMG_SOURCES = ["'self'", 'data:', 'blob:', 'https://www.google.com/images/cleardot.gif'];

/**
 * The CSP as `npm run deploy` ships it: no emulator host, images from the app itself only (and
 * Firestore's probe), scripts from Google sign-in and reCAPTCHA only, frames from reCAPTCHA and
 * the auth domain only.
 */
export function configProblems(config, authDomain) {
  const problems = [];
  let shipped;
  try {
    shipped = deployConfig(config, authDomain);
  } catch (err) {
    return [err.message];
  }
  for (const { headers } of shipped.hosting.headers) {
    const csp = headers.find((h) => h.key === 'Content-Security-Policy')?.value;
    if (csp === undefined) continue;
    if (EMULATOR_HOST.test(csp))
      problems.push(`firebase.json: the Content-Security-Policy names ${csp.match(EMULATOR_HOST)[0]}`);
    const otherImages = directive(csp, 'img-src').filter((s) => !IMG_SOURCES.includes(s));
    if (otherImages.length) {
      problems.push(
        `firebase.json: img-src allows ${otherImages.join(' ')}; images come from ${IMG_SOURCES.join(' ')} only`,
      );
    }
    const scripts = directive(csp, 'script-src')
      .filter((s) => s !== "'self'" && !/^'sha256-[A-Za-z0-9+/=]+'$/.test(s))
      .join(' ');
    if (scripts !== SCRIPT_HOSTS.join(' ')) {
      problems.push(`firebase.json: script-src hosts are "${scripts}", not ${SCRIPT_HOSTS.join(' ')}`);
    }
    const frames = directive(csp, 'frame-src').join(' ');
    const allowedFrames = ["'self'", ...RECAPTCHA.frames, `https://${authDomain}`].join(' ');
    if (frames !== allowedFrames) {
      problems.push(`firebase.json: frame-src is "${frames}", not ${allowedFrames} (reCAPTCHA and the auth domain)`);
    }
  }
  for (const f of config.functions) {
    if (f.runtime !== 'nodejs22') problems.push(`firebase.json: functions runtime is ${f.runtime}, not nodejs22`);
  }
  return problems;
}

/** The files `firebase deploy` would zip from a functions source: its own walk over functions.ignore. */
export async function functionsUploadFiles(source, ignore) {
  const { readdirRecursive } = createRequire(import.meta.url)('firebase-tools/lib/fsAsync.js');
  // firebase-tools adds these to the configured list before it zips.
  const files = await readdirRecursive({
    path: source,
    ignore: [
      ...(ignore ?? ['node_modules', '.git']),
      'firebase-debug.log',
      'firebase-debug.*.log',
      '.runtimeconfig.json',
    ],
  });
  return files.map((f) => relative(source, f.name)).sort();
}

/** Installs the upload's production dependencies from npm's cache in a clean folder, then loads it. */
function loadPackagedFunctions(source, files) {
  const dir = mkdtempSync(join(tmpdir(), 'reshelf-functions-'));
  try {
    for (const f of files) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      cpSync(join(source, f), join(dir, f));
    }
    npm(
      ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
      { cwd: dir },
    );
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "console.log(JSON.stringify(Object.keys(await import(process.cwd() + '/index.js'))))",
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: process.env.HOME, GCLOUD_PROJECT: 'reshelf-deploy-check' },
      },
    );
    return JSON.parse(out.trim().split('\n').pop());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds the web app in production mode (with `webEnv`, the real config when deploying) and the
 * functions bundle, then checks both as they would ship. Returns one result per check.
 */
export async function deployCheck({
  webEnv = PLACEHOLDER_WEB_CONFIG,
  authDomain = webEnv.VITE_FIREBASE_AUTH_DOMAIN,
  log = console.log,
} = {}) {
  const results = [];
  const step = async (name, fn) => {
    const started = Date.now();
    let problems;
    try {
      problems = await fn();
    } catch (err) {
      problems = [
        String(err.stderr || err.message)
          .trim()
          .split('\n')
          .slice(-15)
          .join('\n'),
      ];
    }
    results.push({ name, problems });
    log(`${problems.length ? '✗' : '✓'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const p of problems) log(`    ${p}`);
  };
  const config = readFirebaseJson();

  await step('firebase.json: production CSP (for the auth domain) and Node 22', () =>
    configProblems(config, authDomain),
  );
  await step('web: production build has no emulator host, demo credential or source map', () => {
    npm(['run', 'build', '-w', 'web'], { env: { ...process.env, ...webEnv, RESHELF_SOURCEMAPS: '0' } });
    return scanWebBundle(join(root, config.hosting.public), demoCredentials(root));
  });
  await step(
    'functions: upload has no secret, .local file, source or test, and loads with production deps',
    async () => {
      npm(['run', 'build', '-w', 'functions']);
      const problems = [];
      for (const f of config.functions) {
        const source = join(root, f.source);
        const files = await functionsUploadFiles(source, f.ignore);
        problems.push(...uploadProblems(files));
        if (!files.includes('package.json')) problems.push(`${f.source}: no package.json is uploaded`);
        if (problems.length) continue;
        const exported = loadPackagedFunctions(source, files);
        log(`    ${f.source}: ${files.length} files uploaded (${files.join(', ')}); exports ${exported.join(', ')}`);
        const missing = FUNCTIONS.filter((name) => !exported.includes(name));
        if (missing.length) problems.push(`${f.source}: the packaged entry does not export ${missing.join(', ')}`);
      }
      return problems;
    },
  );
  return results;
}
