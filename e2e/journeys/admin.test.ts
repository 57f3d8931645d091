// Journey 3: the admin verifies a seller (the badge shows on the seller's books), makes a buyer
// an admin (the buyer's menu changes without signing out), and deletes a buyer.
import { SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../test/support/text';
import { ADMIN, newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, createAccount } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { confirm, dashboardMenu, ROLE_CHANGE_TIMEOUT, rowWith } from '../support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('the admin verifies a seller, makes a buyer an admin, and deletes a buyer', async () => {
  // Setup, not the point of the journey: a new seller with a book, and two new buyers.
  const [seller, buyer, throwaway] = await Promise.all([
    createAccount(newPerson('Seller')),
    createAccount(newPerson('Buyer')),
    createAccount(newPerson('Buyer', 'throwaway')),
  ]);
  const book = bookFor('admin journey', 'Historical fiction');
  await addProduct(seller, book);

  // The buyer is signed in, in their own browser, and looks at the dashboard.
  const buyerTab = await freshTab(browser);
  await signIn(buyerTab.page, buyer.email, buyer.password);
  await buyerTab.page.goto('/dashboard');
  await dashboardMenu(buyerTab.page).getByRole('link', { name: 'My Orders' }).waitFor();
  expect(await dashboardMenu(buyerTab.page).getByRole('link', { name: 'All users' }).count()).toBe(0);

  const { context, page, errors } = await freshTab(browser);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard');
  const menu = dashboardMenu(page);

  await menu.getByRole('link', { name: 'Sellers' }).click();
  await page.getByRole('button', { name: `Verify seller ${seller.name}` }).click();
  await toast(page, text(SUCCESS.sellerVerified));
  await rowWith(page, seller.email).getByText('Verified', { exact: true }).waitFor();

  await page.goto('/categories/historical-fiction');
  await page.getByRole('article', { name: book.productName }).getByText('Verified').waitFor();

  await page.goto('/dashboard');
  await menu.getByRole('link', { name: 'All users' }).click();
  await page.getByRole('button', { name: `Make ${buyer.name} an admin` }).click();
  await toast(page, text(SUCCESS.madeAdmin));
  await rowWith(page, buyer.email).getByText('Admin', { exact: true }).waitFor();
  await dashboardMenu(buyerTab.page).getByRole('link', { name: 'All users' }).waitFor({ timeout: ROLE_CHANGE_TIMEOUT });

  await menu.getByRole('link', { name: 'Buyers' }).click();
  await confirm(page, page.getByRole('button', { name: `Delete buyer ${throwaway.name}` }), 'Delete');
  await toast(page, text(SUCCESS.buyerDeleted));
  await rowWith(page, throwaway.email).waitFor({ state: 'detached' });

  expectNoErrors(errors);
  expectNoErrors(buyerTab.errors);
  await Promise.all([context.close(), buyerTab.context.close()]);
});
