// Reads the web build that npm test makes before its suites (scripts/test.mjs).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialJsPerRoute } from './lib/initial-js.mjs';
import { root } from './lib/paths.mjs';

// KB gzip: each public page's initial JavaScript as measured when this was written, plus 2 KB. A
// change that grows one past it fails here. Issue 20's targets (targetKb) are lower and not met
// yet: docs/performance.md says what stands between.
const CEILING_KB = {
  '/': 234,
  '/blog': 223,
  '/login': 445,
  '/signUp': 443,
  '/no-such-page': 215,
};

describe("each public page's initial JavaScript", () => {
  const routes = initialJsPerRoute(join(root, 'web', 'dist'));

  it.each(routes.map((r) => [r.path, r]))('%s stays within its ceiling', (_path, route) => {
    expect(route.kb).toBeGreaterThan(50);
    expect(route.kb).toBeLessThanOrEqual(CEILING_KB[route.path]);
  });

  it('has a ceiling for every public page', () => {
    expect(Object.keys(CEILING_KB).sort()).toEqual(routes.map((r) => r.path).sort());
  });
});
