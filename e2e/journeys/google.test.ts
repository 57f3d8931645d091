// Journey 4: Google sign-in. On the emulators the app opens its own account picker in place of
// Google's popup (DESIGN: decisions); everything after it is the real sign-in path.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { expectNoErrors, freshTab, hydrated, launchBrowser } from '../support/browser';
import { dashboardMenu } from '../support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('signs in with Google through the account picker and lands signed in, as a buyer', async () => {
  const { context, page, errors } = await freshTab(browser);
  const email = uniqueEmail('google');
  await page.goto('/login');
  // Disabled until the app has started and fetched Firebase: the reader's first move starts it.
  await (await hydrated(page.getByRole('button', { name: 'Continue with Google' }))).click();
  const picker = page.getByRole('dialog', { name: 'Choose a Google account' });
  await picker.getByLabel('Google email').fill(email);
  await picker.getByLabel('Name').fill('Gigi Google');
  await picker.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('heading', { level: 1, name: 'Welcome, Gigi Google' }).waitFor();
  await dashboardMenu(page).getByRole('link', { name: 'My Orders' }).waitFor();
  expectNoErrors(errors);
  await context.close();
});
