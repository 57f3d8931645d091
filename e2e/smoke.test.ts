import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BASE_URL, launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('renders the home page in Chromium with no console error', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(BASE_URL);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Reshelf/);
  expect(errors).toEqual([]);
});
