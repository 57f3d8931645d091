// npm run deploy -- --project <id>: the offline checks on a production build made with the
// project's web app config, then `firebase deploy` (whose predeploy hooks build again, fresh).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { parseDeployArgs } from './lib/deploy-args.mjs';
import { deployCheck } from './lib/deploy-check.mjs';
import { deployConfigArgs } from './lib/firebase-config.mjs';
import { firebaseBin, root } from './lib/paths.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

let projectId;
try {
  projectId = parseDeployArgs(process.argv.slice(2));
} catch (err) {
  fail(err.message);
}
// The files a production build reads (vite.config.ts's envDir), later ones winning, then the shell's.
const files = ['.env', '.env.local', '.env.production', '.env.production.local'].map((f) => join(root, f));
const env = Object.assign({}, ...files.filter(existsSync).map((f) => parseEnv(readFileSync(f, 'utf8'))), process.env);
if (env.VITE_FIREBASE_PROJECT_ID !== projectId) {
  fail(
    `The web app config is for ${env.VITE_FIREBASE_PROJECT_ID ?? 'no project'}, not ${projectId}: copy ${projectId}'s web app config into .env.production.local (see .env.example).`,
  );
}

const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN;
const results = await deployCheck({ webEnv: {}, authDomain });
if (results.some((r) => r.problems.length > 0)) fail('\nNot deploying: fix the problems above.');

const deploy = spawnSync(
  firebaseBin,
  [
    'deploy',
    '--project',
    projectId,
    ...deployConfigArgs(authDomain),
    '--only',
    'hosting,functions,firestore:rules,firestore:indexes',
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(deploy.status ?? 1);
