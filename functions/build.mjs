// Bundles the functions with the shared domain code inside. lib/ is what a deploy uploads: the
// bundle and a package.json of the runtime dependencies at the versions the lock file installs
// here, so Cloud Build installs them without the workspace. The seed and bootstrap command-line
// tools go to lib/cli/, which firebase.json's functions.ignore keeps out of the upload.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const here = new URL('.', import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(new URL(path, here), 'utf8'));
const pkg = readJson('./package.json');
const lock = readJson('../package-lock.json');

/** The exact version npm installed for this workspace: its own copy first, then the hoisted one. */
function lockedVersion(name) {
  const entry = lock.packages[`functions/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
  if (!entry?.version) throw new Error(`package-lock.json has no installed version of ${name}`);
  return entry.version;
}

const options = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  absWorkingDir: new URL('.', import.meta.url).pathname,
  logLevel: 'warning',
};

rmSync(new URL('./lib', here), { recursive: true, force: true });
await build({ ...options, entryPoints: { index: 'src/index.ts' }, outdir: 'lib' });
await build({
  ...options,
  entryPoints: { seed: 'src/seed/cli.ts', bootstrap: 'src/bootstrap/cli.ts' },
  outdir: 'lib/cli',
});

const deployed = {
  name: pkg.name,
  private: true,
  type: 'module',
  main: 'index.js',
  engines: pkg.engines,
  dependencies: Object.fromEntries(Object.keys(pkg.dependencies).map((name) => [name, lockedVersion(name)])),
};
writeFileSync(new URL('./lib/package.json', here), `${JSON.stringify(deployed, null, 2)}\n`);
