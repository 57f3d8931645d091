// What must never ship: emulator hosts and demo credentials in the web bundle, source maps, and
// secrets or local files among the uploaded functions. Pure checks, so a test can show each fail.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** host:port of every emulator and dev server firebase.json and Vite use. */
export const EMULATOR_HOST =
  /(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\]):(?:4000|4400|4500|5000|5001|5173|8080|8085|9099|9150|9199)\b/;

/** The demo project id and every demo email and password, read from the seed's sources. */
export function demoCredentials(root) {
  const sources = ['functions/src/seed/accounts.ts', 'domain/src/demo.ts'].map((f) =>
    readFileSync(join(root, f), 'utf8'),
  );
  const values = sources.flatMap((s) => [...s.matchAll(/\b(?:email|password): '([^']+)'/g)].map((m) => m[1]));
  if (values.length < 4)
    throw new Error('Found no demo emails and passwords in the seed sources: the scan would miss them');
  return ['demo-reshelf', ...new Set(values)];
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Every reason the built web app in `dir` must not be deployed; empty when it is clean. */
export function scanWebBundle(dir, credentials) {
  const problems = [];
  for (const file of filesUnder(dir)) {
    const name = relative(dir, file);
    if (name.endsWith('.map')) problems.push(`${name}: a source map`);
    const text = readFileSync(file, 'latin1');
    const host = text.match(EMULATOR_HOST);
    if (host) problems.push(`${name}: emulator host ${host[0]}`);
    for (const c of credentials) if (text.includes(c)) problems.push(`${name}: demo credential ${c}`);
  }
  return problems;
}

const NEVER_UPLOADED = [
  [/(^|\/)\.secret[^/]*$/, 'a secret'],
  [/(^|\/)\.env[^/]*$/, 'an environment file'],
  [/\.local$/, 'a .local file'],
  [/\.map$/, 'a source map'],
  [/(^|\/)(node_modules|src|test)\//, 'sources or installed packages'],
  [/\.test\.[^/]+$/, 'a test'],
];

/** Every reason this list of functions files (relative paths) must not be uploaded. */
export function uploadProblems(files) {
  return files.flatMap((f) => NEVER_UPLOADED.filter(([re]) => re.test(f)).map(([, why]) => `${f}: ${why}`));
}
