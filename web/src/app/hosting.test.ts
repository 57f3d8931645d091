// Hosting answers a path that no rewrite in firebase.json names with 404.html, status 404
// (web/scripts/prerender.mjs). So every route of the app needs its rewrite, and an unknown path
// must have none.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimatch } from 'minimatch';
import type { RouteObject } from 'react-router-dom';
import { expect, it } from 'vitest';
import { CATEGORIES } from '@reshelf/domain';
import { PRERENDERED_PAGES } from '../lib/prerendered-pages';
import { routes } from './router';

const rewrites: { source: string }[] = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../firebase.json'), 'utf8'),
).hosting.rewrites;

// Hosting (superstatic) matches a rewrite's source with minimatch's defaults.
const rewritten = (path: string) => rewrites.some(({ source }) => minimatch(path, source));

/** An address of each route, its parameters filled in; the catch-all (the 404 page) left out. */
function addresses(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path.replace(/:\w+/g, 'x')}` : parent;
    return [...(route.path || route.index ? [path || '/'] : []), ...addresses(route.children ?? [], path)];
  });
}

it('serves every route of the app from a page of its own or the shell', () => {
  const paths = addresses(routes);
  expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/books/x', '/dashboard', '/dashboard/myOrders']));
  // Home, the blog, the sign-in pages and each category are served by their own folder's
  // index.html (Hosting serves a file before any rewrite); an unknown category by the rewrite.
  const ownFolder: string[] = PRERENDERED_PAGES.filter(({ file }) => file.endsWith('index.html')).map(
    ({ path }) => path,
  );
  expect(ownFolder).toEqual(['/', '/blog', '/login', '/signUp', ...CATEGORIES.map(({ id }) => `/categories/${id}`)]);
  expect(paths.filter((path) => !ownFolder.includes(path) && !rewritten(path))).toEqual([]);
  for (const path of ownFolder.filter((path) => !path.startsWith('/categories/'))) expect(rewritten(path)).toBe(false);
});

it('leaves a path no route has to 404.html', () => {
  for (const path of ['/no/such/page', '/categories', '/bookz/x', '/dashboardx']) expect(rewritten(path)).toBe(false);
});
