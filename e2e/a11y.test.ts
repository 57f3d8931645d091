// axe-core on every route, signed out and signed in per role, and the screenshots for review; in
// Bangla (a bn-BD browser), axe and screenshots on each route as the role it is screenshotted as.
import { DEMO_ACCOUNTS, type Language } from '@reshelf/domain';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from './support/accounts';
import { seriousViolations, type Violation } from './support/axe';
import { freshTab, launchBrowser, navigateInApp, pageNotFound, settled } from './support/browser';
import { languageOf } from './support/language';
import { screenshot } from './support/screenshot';

type Role = 'signed out' | 'buyer' | 'seller' | 'admin';

const CREDENTIALS: Record<Exclude<Role, 'signed out'>, { email: string; password: string }> = {
  buyer: DEMO_ACCOUNTS.buyer,
  seller: DEMO_ACCOUNTS.seller,
  admin: ADMIN,
};

const UNKNOWN = '/some-unknown-route';

/** Every route, and the role whose view of it is screenshotted at 360 and 1280 px. */
const ROUTES: { route: string; shotAs: Role }[] = [
  { route: '/', shotAs: 'signed out' },
  { route: '/blog', shotAs: 'signed out' },
  { route: '/premium', shotAs: 'signed out' },
  { route: '/login', shotAs: 'signed out' },
  { route: '/signUp', shotAs: 'signed out' },
  { route: UNKNOWN, shotAs: 'signed out' },
  { route: '/categories/horror', shotAs: 'buyer' },
  { route: '/books/dracula', shotAs: 'buyer' },
  { route: '/search?q=the+count', shotAs: 'buyer' },
  { route: '/search?q=xylophone&condition=Fair', shotAs: 'buyer' },
  { route: '/dashboard', shotAs: 'buyer' },
  { route: '/dashboard/myOrders', shotAs: 'buyer' },
  { route: '/dashboard/myReports', shotAs: 'buyer' },
  { route: '/dashboard/addProduct', shotAs: 'seller' },
  { route: '/dashboard/myProduct', shotAs: 'seller' },
  { route: '/dashboard/sellerOrders', shotAs: 'seller' },
  { route: '/dashboard/allUsers', shotAs: 'admin' },
  { route: '/dashboard/allOrders', shotAs: 'admin' },
  { route: '/dashboard/sellers', shotAs: 'admin' },
  { route: '/dashboard/buyers', shotAs: 'admin' },
  { route: '/dashboard/reports', shotAs: 'admin' },
  { route: '/dashboard/saved', shotAs: 'buyer' },
  { route: '/dashboard/messages', shotAs: 'buyer' },
  { route: '/sellers/demo-seller', shotAs: 'buyer' },
];

interface Entry {
  route: string;
  role: Role;
  language: Language;
  width: number;
  /** Where the app landed: a guard sends a visitor who may not see the route to /login. */
  landedOn: string;
  violations: Violation[];
  /** Pixels the page is wider than the screen. */
  overflow: number;
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
    (e) => `  ${`${e.route} (${e.width})`.padEnd(32)} ${e.role.padEnd(11)} ${e.language} ${e.violations.length}`,
  );
  console.log(`axe serious/critical violations, route (width) x role x language:\n${rows.join('\n')}`);
});

/** How far the page is wider than the screen: a line too long for 360 px scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function audit(page: Page, route: string, role: Role) {
  await settled(page);
  const width = page.viewportSize()!.width;
  const entry = {
    route,
    role,
    language: languageOf(page),
    width,
    landedOn: new URL(page.url()).pathname,
    violations: await seriousViolations(page),
    overflow: await overflow(page),
  };
  report.push(entry);
  return entry;
}

/**
 * Audits the route, and at 360 px too (with screenshots at both widths) as the role it is shown as.
 * A signed-out visitor arrives at each page afresh (the public ones are prerendered); a signed-in
 * person moves through the running app after their first page, as they do by its links.
 */
async function visit(page: Page, route: string, role: Role, first: boolean) {
  const here = new URL(page.url());
  // Signing in has just brought the person here.
  if (first && `${here.pathname}${here.search}` === route) await page.locator('h1').first().waitFor();
  else if (first || role === 'signed out') await page.goto(route);
  else {
    // Two routes can share a page (two searches, two guarded routes that send this role to /login),
    // whose heading would stay: a stop on the not-found page makes each arrival a new page.
    await navigateInApp(
      page,
      [UNKNOWN, '/blog'].find((stop) => stop !== route && stop !== here.pathname)!,
    );
    await navigateInApp(page, route);
  }
  // A public page is prerendered in English: wait until the app shows it in the tab's language.
  await page
    .getByRole('banner')
    .locator(`[lang="${languageOf(page)}"][aria-pressed="true"]`)
    .waitFor();
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
    const problems = await auditRoutes(page, role, ROUTES);
    await context.close();
    expect([...problems, ...errors.map((e) => `console error: ${e}`)], problems.join('\n')).toEqual([]);
  });
});

describe.each<Role>(['signed out', 'buyer', 'seller', 'admin'])('in Bangla, the routes shown as %s', (role) => {
  it('have no serious or critical axe violation, fit 360 px and log no console error', async () => {
    const { context, page, errors } = await freshTab(browser, { language: 'bn', expected: [pageNotFound] });
    const routes = ROUTES.filter((r) => r.shotAs === role);
    // Each role's first page here is one behind the login, which brings them back to it.
    if (role !== 'signed out')
      await signIn(page, CREDENTIALS[role].email, CREDENTIALS[role].password, { at: routes[0]!.route });
    const problems = await auditRoutes(page, role, routes);
    await context.close();
    expect([...problems, ...errors.map((e) => `console error: ${e}`)], problems.join('\n')).toEqual([]);
  });
});

/** Visits each route and lists what fails; axe's details, with selectors, are in e2e/reports/axe.json. */
async function auditRoutes(page: Page, role: Role, routes: { route: string }[]) {
  const failing: string[] = [];
  for (const [i, { route }] of routes.entries()) {
    for (const { width, violations, overflow: wider } of await visit(page, route, role, i === 0)) {
      for (const v of violations) failing.push(`${route} (${width}): ${v.impact} ${v.id} at ${v.targets.join(' | ')}`);
      if (wider > 0) failing.push(`${route} (${width}): ${wider} px wider than the screen`);
    }
  }
  return failing;
}
