// Journey 1: a newcomer signs up as a seller, adds a book, sees it in My product, advertises
// it, and finds it in the special offers on Home.
import { SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../test/support/text';
import { newPerson, signUp, toast } from '../support/accounts';
import { bookFor } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { chooseOption, dashboardMenu } from '../support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('a new seller adds a book, advertises it, and finds it among the special offers', async () => {
  const { context, page, errors } = await freshTab(browser);
  const seller = newPerson('Seller');
  const book = bookFor('seller journey');
  await signUp(page, seller);

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await dashboardMenu(page).getByRole('link', { name: 'Add a product' }).click();
  const form = page.getByRole('form', { name: 'Add a product' });
  await expect(form.getByLabel('Seller email').inputValue()).resolves.toBe(seller.email);
  await form.getByLabel('Book name').fill(book.productName);
  await form.getByLabel('Image URL').fill(book.image);
  await form.getByLabel('Price (৳)').fill(String(book.price));
  await chooseOption(page, form.getByRole('combobox', { name: 'Condition' }), book.condition);
  await chooseOption(page, form.getByRole('combobox', { name: 'Category' }), book.categoryName);
  await form.getByLabel('Phone').fill(book.phone);
  await form.getByLabel('Location').fill(book.location);
  await form.getByLabel('Year of purchase').fill(String(book.purchaseDate));
  await form.getByLabel('Description').fill(book.description);
  await form.getByRole('button', { name: 'Add product' }).click();
  await toast(page, text(SUCCESS.productAdded));
  await page.waitForURL((url) => url.pathname === '/dashboard/myProduct');

  const card = page.getByRole('article', { name: book.productName });
  await card.getByText('Available').waitFor();
  await card.getByRole('button', { name: `Advertise ${book.productName}` }).click();
  await toast(page, text(SUCCESS.advertised));
  await card.getByRole('button', { name: `${book.productName} is advertised` }).waitFor();

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  const offers = page.getByRole('region', { name: 'Special offers' });
  await offers.getByRole('heading', { name: book.productName }).waitFor();
  await offers.getByRole('button', { name: `Get the offer on ${book.productName}` }).click();
  await toast(page, text(SUCCESS.gotOffer));

  expectNoErrors(errors);
  await context.close();
});
