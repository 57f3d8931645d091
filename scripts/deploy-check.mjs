// npm run deploy:check: proves offline, without credentials, that a production build and the
// packaged functions are clean (DESIGN: production). Leaves web/dist as a production build.
import { deployCheck } from './lib/deploy-check.mjs';

const started = Date.now();
const results = await deployCheck();
const failed = results.filter((r) => r.problems.length > 0).length;
console.log(
  `\ndeploy:check: ${results.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
