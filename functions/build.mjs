// Bundles the functions with the shared domain code inside, so a deploy needs no workspace links.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: { index: 'src/index.ts', seed: 'src/seed/cli.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  absWorkingDir: new URL('.', import.meta.url).pathname,
  logLevel: 'warning',
});
