// Writes on a flaky connection. With the API cut off, a buyer's order and a seller's
// new listing fail without losing a typed character and say why; once it is back, the same
// press books the book once (a retry after a lost reply returns the same order) and lists it once.
import { ERROR, SUCCESS, type CreatedReply } from '@reshelf/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../test/support/text';
import { newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, bookProduct, createAccount } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser, type ExpectedError } from '../support/browser';
import { rowWith } from '../support/dashboard';
import { choosePhotos } from '../support/photos';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The cut-off request, as Chromium logs it, and the API client's log line for it. */
const cutOff =
  (path: string): ExpectedError =>
  ({ text, url }) =>
    (/net::ERR_FAILED/.test(text) && url.endsWith(`/api${path}`)) || text.startsWith(`API POST ${path} failed:`);

/** Checks the form still holds every value typed into it. */
async function expectValues(fields: [Locator, string][]) {
  for (const [field, value] of fields) await expect(field.inputValue()).resolves.toBe(value);
}

/** Cuts the API path off, as a dropped mobile connection would, until the returned function restores it. */
async function cut(page: Page, path: string) {
  const pattern = `**/api${path}`;
  await page.route(pattern, (route) => route.abort());
  return () => page.unroute(pattern);
}

it('a booking that cannot reach Reshelf keeps the meeting place, and books once when retried', async () => {
  const seller = await createAccount(newPerson('Seller'));
  const book = bookFor('flaky order');
  const bookId = await addProduct(seller, book);
  const buyer = await createAccount(newPerson('Buyer'));
  const { context, page, errors } = await freshTab(browser, { expected: [cutOff('/orders')] });
  await signIn(page, buyer.email, buyer.password, { at: '/categories/horror' });
  await page.getByRole('button', { name: `Order now: ${book.productName}` }).click();

  const modal = page.getByRole('dialog', { name: book.productName });
  const place = modal.getByLabel('Meeting place in Dhaka');
  const bookNow = modal.getByRole('button', { name: 'Book now' });
  await place.fill('Dhanmondi 27, Star Kabab');

  const restore = await cut(page, '/orders');
  await bookNow.click();
  await modal
    .getByRole('alert')
    .filter({ hasText: text(ERROR.network) })
    .waitFor();
  await expectValues([[place, 'Dhanmondi 27, Star Kabab']]);
  await expect(bookNow.isEnabled()).resolves.toBe(true);

  await restore();
  const reply = page.waitForResponse((res) => res.url().endsWith('/api/orders') && res.request().method() === 'POST');
  await bookNow.click();
  const { insertedId } = (await (await reply).json()) as CreatedReply;
  await toast(page, SUCCESS.orderBooked);
  await modal.waitFor({ state: 'hidden' });

  // A retry whose first reply was lost (the API's idempotent booking) gets the same order back...
  await expect(bookProduct(buyer, bookId)).resolves.toBe(insertedId);
  // ...so My orders holds exactly one order for the book.
  await page.goto('/dashboard/myOrders');
  await rowWith(page, book.productName).first().waitFor();
  await expect(rowWith(page, book.productName).count()).resolves.toBe(1);

  expectNoErrors(errors);
  await context.close();
});

it('a listing that cannot reach Reshelf keeps every field, and is listed once when sent again', async () => {
  const seller = await createAccount(newPerson('Seller'));
  const book = bookFor('flaky listing');
  const { context, page, errors } = await freshTab(browser, { expected: [cutOff('/addProduct')] });
  await signIn(page, seller.email, seller.password, { at: '/dashboard/addProduct' });

  const form = page.getByRole('form', { name: 'Add a product' });
  const picker = await choosePhotos(page, form);
  const typed: [Locator, string][] = [
    [form.getByLabel('Book name'), book.productName],
    [form.getByLabel('Price (৳)'), String(book.price)],
    [form.getByLabel('Original price'), String(book.originalPrice)],
    [form.getByLabel('Location'), book.location],
    [form.getByLabel('Year of purchase'), String(book.purchaseDate)],
    [form.getByLabel('Description'), book.description],
  ];
  for (const [field, value] of typed) await field.fill(value);
  const condition = form.getByRole('radio', { name: book.condition });
  const category = form.getByRole('radio', { name: book.categoryName });
  await condition.check();
  await category.check();
  const add = form.getByRole('button', { name: 'Add product' });

  const restore = await cut(page, '/addProduct');
  await add.click();
  await form
    .getByRole('alert')
    .filter({ hasText: text(ERROR.network) })
    .waitFor();
  await expectValues(typed);
  await expect(condition.isChecked()).resolves.toBe(true);
  await expect(category.isChecked()).resolves.toBe(true);
  await expect(picker.getByRole('img').count()).resolves.toBe(1);
  await expect(add.isEnabled()).resolves.toBe(true);

  await restore();
  await add.click();
  await toast(page, SUCCESS.productAdded);
  await page.waitForURL((url) => url.pathname === '/dashboard/myProduct');
  const card = page.getByRole('article', { name: book.productName });
  await card.first().waitFor();
  await expect(card.count()).resolves.toBe(1);

  expectNoErrors(errors);
  await context.close();
});
