// axe-core on every route, signed out and signed in per role, and the screenshots for review.
import { DEMO_ACCOUNTS } from '@reshelf/domain';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from './support/accounts';
import { seriousViolations, type Violation } from './support/axe';
import { freshTab, launchBrowser, pageNotFound, settled } from './support/browser';
import { screenshot } from './support/screenshot';

type Role = 'signed out' | 'buyer' | 'seller' | 'admin';

const CREDENTIALS: Record<Exclude<Role, 'signed out'>, { email: string; password: string }> = {
  buyer: DEMO_ACCOUNTS.buyer,
  seller: DEMO_ACCOUNTS.seller,
  admin: ADMIN,
};

/** Every route, and the role whose view of it is screenshotted at 360 and 1280 px. */
const ROUTES: { route: string; shotAs: Role }[] = [
  { route: '/', shotAs: 'signed out' },
  { route: '/blog', shotAs: 'signed out' },
  { route: '/premium', shotAs: 'signed out' },
  { route: '/login', shotAs: 'signed out' },
  { route: '/signUp', shotAs: 'signed out' },
  { route: '/some-unknown-route', shotAs: 'signed out' },
  { route: '/categories/horror', shotAs: 'buyer' },
  { route: '/books/dracula', shotAs: 'buyer' },
  { route: '/search?q=the+count', shotAs: 'buyer' },
  { route: '/search?q=xylophone&condition=Fair', shotAs: 'buyer' },
  { route: '/dashboard', shotAs: 'buyer' },
  { route: '/dashboard/myOrders', shotAs: 'buyer' },
  { route: '/dashboard/addProduct', shotAs: 'seller' },
  { route: '/dashboard/myProduct', shotAs: 'seller' },
  { route: '/dashboard/sellerOrders', shotAs: 'seller' },
  { route: '/dashboard/allUsers', shotAs: 'admin' },
  { route: '/dashboard/allOrders', shotAs: 'admin' },
  { route: '/dashboard/sellers', shotAs: 'admin' },
  { route: '/dashboard/buyers', shotAs: 'admin' },
];

interface Entry {
  route: string;
  role: Role;
  width: number;
  /** Where the app landed: a guard sends a visitor who may not see the route to /login. */
  landedOn: string;
  violations: Violation[];
}

const report: Entry[] = [];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const dir = fileURLToPath(new URL('./reports/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}axe.json`, JSON.stringify(report, null, 2));
  const rows = report.map(
    (e) => `  ${`${e.route} (${e.width})`.padEnd(32)} ${e.role.padEnd(11)} ${e.violations.length}`,
  );
  console.log(`axe serious/critical violations, route (width) x role:\n${rows.join('\n')}`);
});

async function audit(page: Page, route: string, role: Role) {
  await settled(page);
  const width = page.viewportSize()!.width;
  const entry = {
    route,
    role,
    width,
    landedOn: new URL(page.url()).pathname,
    violations: await seriousViolations(page),
  };
  report.push(entry);
  return entry;
}

async function visit(page: Page, route: string, role: Role) {
  await page.goto(route);
  const found = [await audit(page, route, role)];
  if (ROUTES.find((r) => r.route === route)?.shotAs === role) {
    await screenshot(page, route);
    await page.setViewportSize({ width: 360, height: 740 });
    found.push(await audit(page, route, role));
    await screenshot(page, route);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  return found;
}

describe.each<Role>(['signed out', 'buyer', 'seller', 'admin'])('every route, %s', (role) => {
  it('has no serious or critical axe violation and no console error', async () => {
    // The unknown route is answered with status 404.
    const { context, page, errors } = await freshTab(browser, { expected: [pageNotFound] });
    if (role !== 'signed out') await signIn(page, CREDENTIALS[role].email, CREDENTIALS[role].password);
    const failing: string[] = [];
    for (const { route } of ROUTES) {
      for (const { width, violations } of await visit(page, route, role)) {
        for (const v of violations)
          failing.push(`${route} (${width}): ${v.impact} ${v.id} at ${v.targets.join(' | ')}`);
      }
    }
    await context.close();
    // Axe's details for each, with selectors, are in e2e/reports/axe.json.
    const problems = [...failing, ...errors.map((e) => `console error: ${e}`)];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
