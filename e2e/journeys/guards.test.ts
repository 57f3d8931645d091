// Journey 6: a wrong password shows a visible error; a visitor who opens a guarded page is sent to login.
import { DEMO_ACCOUNTS, ERROR } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../test/support/text';
import { submitLogin } from '../support/accounts';
import { authRejection, expectNoErrors, freshTab, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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

it('brings the visitor back to the guarded page after logging in', async () => {
  const { context, page, errors } = await freshTab(browser);
  await page.goto('/dashboard/myOrders');
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  await page.waitForURL((url) => url.pathname === '/dashboard/myOrders');
  await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
  expectNoErrors(errors);
  await context.close();
});
