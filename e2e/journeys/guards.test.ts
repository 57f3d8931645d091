// Journey 6: a wrong password shows a visible error; a visitor who opens a guarded page is sent to login.
import { DEMO_ACCOUNTS, ERROR } from '@reshelf/domain';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../test/support/text';
import { signIn, submitLogin } from '../support/accounts';
import { authRejection, expectNoErrors, freshTab, launchBrowser, type ExpectedError } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The app's script files `page` asks for, as they are asked for. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

it('shows a visible error for a wrong password and stays on the login page', async () => {
  const { context, page, errors } = await freshTab(browser, { expected: [authRejection] });
  await page.goto('/login');
  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, 'not-the-password');
  await page.getByText(text(ERROR.wrongCredentials)).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  expectNoErrors(errors);
  await context.close();
});

it.each(['/dashboard/myOrders', '/categories/horror', '/dashboard/allUsers'])(
  'sends a visitor who opens %s to /login',
  async (route) => {
    const { context, page, errors } = await freshTab(browser);
    await page.goto(route);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('form', { name: 'Log in' }).waitFor();
    expectNoErrors(errors);
    await context.close();
  },
);

it.each([
  // The app's guard, which leaves the way back in the history state.
  ['/dashboard/myOrders', { level: 1, name: 'My orders' }],
  // The prerendered frame's boot script, which sends a signed-out reader on before the app starts.
  ['/categories/horror', { level: 1, name: 'Horror' }],
] as const)('brings the visitor back to %s after logging in', async (route, heading) => {
  const { context, page, errors } = await freshTab(browser);
  await page.goto(route);
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  await page.waitForURL((url) => url.pathname === route && url.search === '');
  await page.getByRole('heading', heading).waitFor();
  expectNoErrors(errors);
  await context.close();
});

it('sends a signed-out reader of a category to /login before the app starts', async () => {
  const { context, page, errors } = await freshTab(browser);
  const scripts = scriptsOf(page);
  await page.goto('/categories/horror?sort=price#books');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/categories/horror?sort=price#books');
  await page.getByRole('form', { name: 'Log in' }).waitFor();
  // The login page's app starts at the reader's first touch; the category's never started.
  expect(scripts).toEqual([]);
  expectNoErrors(errors);
  await context.close();
});

it.each([
  ['/dashboard/myOrders', /\/(DashboardLayout|RequireAccess|MyOrdersPage)-/],
  ['/search?q=dracula', /\/(RequireAccess|SearchPage)-/],
] as const)(
  'sends a signed-out reader of %s to /login without loading Firebase, its guard or the page',
  async (route, chunks) => {
    const { context, page, errors } = await freshTab(browser);
    const scripts = scriptsOf(page);
    await page.goto(route);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('form', { name: 'Log in' }).waitFor();
    // app.html's shell started the app, which did not load the page to learn nobody is signed in
    // (the login form loads the SDK itself, to sign in).
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => chunks.test(s))).toEqual([]);
    await submitLogin(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
    await page.waitForURL((url) => url.pathname + url.search === route);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expectNoErrors(errors);
    await context.close();
  },
);

it('refuses to send anyone to another site after logging in', async () => {
  const { context, page, errors } = await freshTab(browser);
  await page.goto('/login?next=//example.com/phish');
  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  const home = new URL('/', page.url()).href;
  await page.waitForURL((url) => url.href === home);
  expectNoErrors(errors);
  await context.close();
});

/**
 * Auth asks its server about a saved session on every start before it tells anyone the user
 * (`accounts:lookup`): held here until answered, and answered so from then on. The route stays:
 * taking it away races the reload a refused session starts, and Playwright waits on that without
 * a limit.
 */
async function holdAuthsCheck(page: Page) {
  let asked = 0;
  let answer!: (reply: (route: Route) => Promise<void>) => void;
  const answered = new Promise<(route: Route) => Promise<void>>((resolve) => (answer = resolve));
  await page.route('**/accounts:lookup?*', async (route) => {
    asked += 1;
    await (
      await answered
    )(route);
  });
  return {
    asked: () => expect.poll(() => asked, { timeout: 15_000 }).toBeGreaterThan(0),
    answer,
  };
}

it('draws My orders while Auth checks the saved session, and the orders once it has answered', async () => {
  const { context, page, errors } = await freshTab(browser);
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  const check = await holdAuthsCheck(page);
  await page.goto('/dashboard/myOrders');
  await check.asked();
  await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
  await page.getByRole('progressbar', { name: 'Loading your orders' }).waitFor();
  expect(await page.getByRole('main').getByRole('row').count()).toBe(0);

  check.answer((route) => route.continue());
  await expect.poll(() => page.getByRole('main').getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
  expectNoErrors(errors);
  await context.close();
});

it('sends a reader whose saved session the server refuses from the drawn page to log in', async () => {
  const refused: ExpectedError = ({ text, url }) => /status of 400/.test(text) && /\/v1\/accounts:lookup/.test(url);
  const { context, page, errors } = await freshTab(browser, { expected: [refused] });
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  const check = await holdAuthsCheck(page);
  await page.goto('/dashboard/myOrders');
  await check.asked();
  await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();

  // As for an account deleted or disabled since.
  check.answer((route) =>
    route.fulfill({ status: 400, json: { error: { code: 400, message: 'USER_NOT_FOUND', errors: [] } } }),
  );
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('form', { name: 'Log in' }).waitFor();
  expect(await page.getByRole('main').getByRole('row').count()).toBe(0);
  expectNoErrors(errors);
  await context.close();
});

it("draws My orders' heading and safety tips before Firebase's code has arrived, and the orders once it has", async () => {
  const { context, page, errors } = await freshTab(browser);
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  // Routing turns the browser's cache off: the reload asks for every script again, and the SDKs' are held.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/firebase-*.js', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('/dashboard/myOrders');
  await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
  await page.getByText('Call the seller to agree on a time', { exact: false }).waitFor();
  await page.getByRole('progressbar', { name: 'Loading your orders' }).waitFor();
  expect(await page.getByRole('main').getByRole('row').count()).toBe(0);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect.poll(() => page.getByRole('main').getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
  expectNoErrors(errors);
  await context.close();
});
