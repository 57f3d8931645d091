// Journey 3: the admin verifies a seller (the badge shows on the seller's books), makes a buyer
// an admin (the buyer's menu changes without signing out), and deletes a buyer; in English, and
// in Bangla (a bn-BD browser).
import { LANGUAGES, SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, createAccount } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { confirm, dashboardMenu, ROLE_CHANGE_TIMEOUT, rowWith } from '../support/dashboard';
import { reader } from '../support/language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it.each(LANGUAGES)('%s: the admin verifies a seller, makes a buyer an admin, and deletes a buyer', async (language) => {
  const t = reader(language);
  // Setup, not the point of the journey: a new seller with a book, and two new buyers.
  const [seller, buyer, throwaway] = await Promise.all([
    createAccount(newPerson('Seller')),
    createAccount(newPerson('Buyer')),
    createAccount(newPerson('Buyer', 'throwaway')),
  ]);
  const book = bookFor(`admin journey ${language}`, 'Historical fiction');
  await addProduct(seller, book);

  // The buyer is signed in, in their own browser, and looks at the dashboard.
  const buyerTab = await freshTab(browser, { language });
  await signIn(buyerTab.page, buyer.email, buyer.password, { at: '/dashboard' });
  const allUsers = t('app.dashboard.menu.allUsers');
  await dashboardMenu(buyerTab.page)
    .getByRole('link', { name: t('app.dashboard.menu.myOrders') })
    .waitFor();
  expect(await dashboardMenu(buyerTab.page).getByRole('link', { name: allUsers }).count()).toBe(0);

  const { context, page, errors } = await freshTab(browser, { language });
  await signIn(page, ADMIN.email, ADMIN.password, { at: '/dashboard' });
  const menu = dashboardMenu(page);

  await menu.getByRole('link', { name: t('app.dashboard.menu.sellers'), exact: true }).click();
  await page.getByRole('button', { name: t('users.sellers.verifyLabel', { name: seller.name }) }).click();
  await toast(page, SUCCESS.sellerVerified);
  await rowWith(page, seller.email).getByText(t('users.verified'), { exact: true }).waitFor();

  await page.goto('/categories/historical-fiction');
  await page.getByRole('article', { name: book.productName }).getByText(t('books.seller.verified')).waitFor();

  await page.goto('/dashboard');
  await menu.getByRole('link', { name: allUsers }).click();
  await page.getByRole('button', { name: t('users.allUsers.makeAdminLabel', { name: buyer.name }) }).click();
  await toast(page, SUCCESS.madeAdmin);
  await rowWith(page, buyer.email).getByText(t('users.adminChip'), { exact: true }).waitFor();
  await dashboardMenu(buyerTab.page).getByRole('link', { name: allUsers }).waitFor({ timeout: ROLE_CHANGE_TIMEOUT });

  await menu.getByRole('link', { name: t('app.dashboard.menu.buyers'), exact: true }).click();
  const deleteBuyer = page.getByRole('button', { name: t('users.buyers.deleteLabel', { name: throwaway.name }) });
  await confirm(page, deleteBuyer, t('users.delete'));
  await toast(page, SUCCESS.buyerDeleted);
  await rowWith(page, throwaway.email).waitFor({ state: 'detached' });

  expectNoErrors(errors);
  expectNoErrors(buyerTab.errors);
  await Promise.all([context.close(), buyerTab.context.close()]);
});
