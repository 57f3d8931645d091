// Reads the web build that npm test makes before its suites (scripts/test.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialChunks, initialJsPerRoute, PUBLIC_ROUTES } from './lib/initial-js.mjs';
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

describe('the pages fetch their initial JavaScript at once (web/scripts/prerender.mjs)', () => {
  const dist = join(root, 'web', 'dist');
  const page = (file) => readFileSync(join(dist, file), 'utf8');
  const entryOf = (html) => html.match(/data-entry="([^"]+)"/)?.[1];
  const bootStages = (entry) =>
    initialChunks(dist, [])
      .map((c) => c.src)
      .filter((src) => src !== entry);

  it("lists Home's boot stages and page chunks for its boot script to preload after the first paint", () => {
    const html = page('index.html');
    const entry = entryOf(html);
    const listed = html.match(/data-preload="([^"]*)"/)?.[1].split(' ');
    const home = initialChunks(dist, PUBLIC_ROUTES[0].modules).map((c) => c.src);
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    expect(listed?.sort()).toEqual(home.filter((src) => src !== entry).sort());
    // Nothing in the head competes with the first paint.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('gives the app shell a modulepreload link for each boot stage', () => {
    const html = page('app.html');
    const entry = html.match(/<script type="module" crossorigin src="([^"]+)">/)?.[1];
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(5);
    expect(links.sort()).toEqual(bootStages(entry).sort());
  });
});
