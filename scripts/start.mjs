// npm start: install, build, start the emulators, seed the demo data, print where to go.
// npm run dev (--dev): the same emulators with the Vite dev server and hot reload.
import { spawn } from 'node:child_process';
import { PORTS, PROJECT_ID, startEmulators, stopGroup } from './lib/emulators.mjs';
import { root } from './lib/paths.mjs';
import { seedEmulators } from './lib/seed.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

const dev = process.argv.includes('--dev');
const started = Date.now();

ensureInstalled();
checkJava();
buildAll({ web: !dev });

console.log('Starting the Firebase emulators...');
const emulators = startEmulators();
const children = [];
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await Promise.all([emulators.stop(), ...children.map(stopGroup)]);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await emulators.ready;
  const summary = seedEmulators();
  let url = `http://localhost:${PORTS.hosting}`;
  if (dev) {
    const vite = spawn('npx', ['vite', '--strictPort'], {
      cwd: `${root}/web`,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, VITE_FIREBASE_PROJECT_ID: PROJECT_ID },
    });
    children.push(vite);
    url = 'http://localhost:5173';
  }
  const { demoAccounts } = summary;
  console.log(`
Reshelf is ready in ${Math.round((Date.now() - started) / 1000)} s: ${url}

Demo accounts (email / password):
${demoAccounts.map((a) => `  ${a.label.padEnd(20)} ${a.email.padEnd(30)} ${a.password}`).join('\n')}

API: ${url}/api/categories   Emulator log: ${emulators.logFile}
Press Ctrl-C to stop.`);
} catch (err) {
  console.error(err.message);
  await shutdown(1);
}
