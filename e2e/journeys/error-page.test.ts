// Journey 5: an unknown route shows the error page, and its button goes home.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoErrors, freshTab, launchBrowser, pageNotFound } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('answers an unknown route with status 404 and the error page, and Go back to home goes home', async () => {
  const { context, page, errors } = await freshTab(browser, { expected: [pageNotFound] });
  const response = await page.goto('/no/such/page');
  // Hosting's 404.html: the error page prerendered, so it shows before any script runs.
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'This page is not on our shelves' }).waitFor();
  await page.getByRole('img').first().waitFor();
  await page.getByRole('link', { name: 'Go back to home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expectNoErrors(errors);
  await context.close();
});
