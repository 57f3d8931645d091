// Journey: a sale made through the API (booked, marked sold); at 360 px the buyer reviews the seller
// in English and the seller page still shows nothing of it; the seller, in Bangla, reviews the
// buyer, and both reviews are published: the buyer's now shows on the seller's page with the
// rating. The review dialog and the seller page are screenshotted in both languages.
import { formatCount, REVIEW_MESSAGES, sellerPagePath, SUCCESS, type Language } from '@reshelf/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, toast, toastGone } from '../support/accounts';
import { addProduct, bookFor, bookProduct, createAccount, markSold } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expectNoErrors, freshTab, launchBrowser, navigateInApp, settled } from '../support/browser';
import { reader } from '../support/language';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };

/** Picks `n` stars in the review dialog: a press on the star, as a finger would. */
async function pickStars(dialog: Locator, language: Language, n: number) {
  const label = reader(language)('reviews.page.stars', { n: formatCount(n, language) });
  await dialog.locator('label').filter({ hasText: label }).click();
  await expect.poll(() => dialog.getByRole('radio', { name: label }).isChecked()).toBe(true);
}

/** Opens the review dialog from an order row and fills it; returns the dialog. */
async function fillReview(page: Page, language: Language, other: string, item: string, stars: number, words: string) {
  const t = reader(language);
  await page.getByRole('button', { name: t('reviews.form.openLabel', { name: other, item }) }).click();
  const dialog = page.getByRole('dialog');
  await pickStars(dialog, language, stars);
  await dialog.getByRole('textbox', { name: t('reviews.form.text') }).fill(words);
  return dialog;
}

it('the buyer’s review shows on the seller’s page only once both have reviewed', async () => {
  const [seller, buyer] = await Promise.all([
    createAccount(newPerson('Seller', 'reviewed')),
    createAccount(newPerson('Buyer', 'reviewer')),
  ]);
  const book = bookFor('reviewed');
  const productId = await addProduct(seller, book);
  const orderId = await bookProduct(buyer, productId);
  await markSold(seller, orderId);
  const words = 'Met at Dhanmondi Lake on time; the book was as described.';
  const sellerPage = sellerPagePath(seller.uid);

  // The buyer, in English, reviews the seller from My orders.
  const en = reader('en');
  const b = await freshTab(browser, PHONE);
  await signIn(b.page, buyer.email, buyer.password, { at: '/dashboard/myOrders' });
  const dialog = await fillReview(b.page, 'en', seller.name, book.productName, 4, words);
  await toastGone(b.page, SUCCESS.loggedIn);
  await screenshot(b.page, 'review-dialog', { fullPage: false });
  expect(await seriousViolations(b.page)).toEqual([]);
  await dialog.getByRole('button', { name: en('reviews.form.submit') }).click();
  await toast(b.page, REVIEW_MESSAGES.sent);
  await b.page
    .getByRole('status')
    .filter({ hasText: en('reviews.form.waiting') })
    .first()
    .waitFor();

  // Blind: the seller's page shows no review yet.
  await navigateInApp(b.page, sellerPage);
  await b.page.getByRole('heading', { level: 1, name: seller.name }).waitFor();
  await b.page.getByText(en('reviews.page.noReviews')).waitFor();
  expect(await b.page.getByText(words).count()).toBe(0);

  // The seller, in Bangla, reviews the buyer from the orders of their books.
  const bn = reader('bn');
  const s = await freshTab(browser, { ...PHONE, language: 'bn' });
  await signIn(s.page, seller.email, seller.password, { at: '/dashboard/sellerOrders' });
  const sellerDialog = await fillReview(s.page, 'bn', buyer.name, book.productName, 5, 'সময়মতো টাকা দিয়েছেন।');
  await toastGone(s.page, SUCCESS.loggedIn);
  await screenshot(s.page, 'review-dialog', { fullPage: false });
  await sellerDialog.getByRole('button', { name: bn('reviews.form.submit') }).click();
  await toast(s.page, REVIEW_MESSAGES.published);

  // Both are out: the buyer's page, live, shows the review and the seller's rating.
  const rating = en('reviews.rating.one', { average: '4' });
  await b.page.getByText(words).waitFor();
  await b.page.getByRole('img', { name: rating }).waitFor();
  await settled(b.page);
  await screenshot(b.page, 'sellers');
  expect(await seriousViolations(b.page)).toEqual([]);

  // The seller's own page in Bangla: the review, the rating, and no book on offer (it was sold).
  await navigateInApp(s.page, sellerPage);
  await s.page.getByText(words).waitFor();
  await s.page.getByRole('img', { name: bn('reviews.rating.one', { average: formatCount(4, 'bn') }) }).waitFor();
  await s.page.getByText(bn('reviews.page.noListings')).waitFor();
  await toastGone(s.page, REVIEW_MESSAGES.published);
  await settled(s.page);
  await screenshot(s.page, 'sellers');

  for (const tab of [b, s]) {
    expectNoErrors(tab.errors);
    await tab.context.close();
  }
});
