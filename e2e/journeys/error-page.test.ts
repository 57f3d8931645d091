// Journey 5: an unknown route shows the error page, and its button goes home.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('shows the error page on an unknown route, and Go back to home goes home', async () => {
  const { context, page, errors } = await freshTab(browser);
  await page.goto('/no/such/page');
  await page.getByRole('img').first().waitFor();
  await page.getByRole('link', { name: 'Go back to home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expectNoErrors(errors);
  await context.close();
});
