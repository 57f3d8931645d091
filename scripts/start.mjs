// npm start: install, build, start the emulators, seed the demo data, print where to go.
// npm run dev (--dev): the same emulators with the Vite dev server and hot reload.
import { exit, spawnChild } from './lib/children.mjs';
import { PORTS, PROJECT_ID, startEmulators } from './lib/emulators.mjs';
import { root } from './lib/paths.mjs';
import { seedEmulators } from './lib/seed.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

const dev = process.argv.includes('--dev');
const started = Date.now();

ensureInstalled();
checkJava();
await buildAll({ web: !dev });

console.log('Starting the Firebase emulators...');
// Ctrl-C or SIGTERM: children.mjs stops the emulators and Vite.
const emulators = startEmulators();

try {
  await emulators.ready;
  const summary = seedEmulators();
  let url = `http://localhost:${PORTS.hosting}`;
  if (dev) {
    spawnChild('npx', ['vite', '--strictPort'], {
      cwd: `${root}/web`,
      env: { ...process.env, VITE_FIREBASE_PROJECT_ID: PROJECT_ID },
    });
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
  await exit(1);
}
