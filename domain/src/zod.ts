// Every domain schema takes zod from here. The web app runs under a CSP without 'unsafe-eval',
// and zod's compiled object parsers probe `new Function` when a schema is made: a logged
// violation on every page that loads a form. Set before any schema exists.
import { config, z } from 'zod';

config({ jitless: true });

export { z };
