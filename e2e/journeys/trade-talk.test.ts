// Issue 37's journey, with two browsers at 360 px: the buyer (in English) books a book on its page
// and asks about it from My orders; the seller (in Bangla) sees the unread count on the menu and on
// the order's row, opens the conversation and answers; the buyer's bell counts it and the answer
// arrives, both without a reload. The seller marks the book sold; the buyer reviews the seller, and
// the seller's page shows nothing of it until the seller has reviewed the buyer too; then it shows
// the review and the rating. The conversation, the review dialog and the seller page are
// screenshotted in both languages.
import { formatCount, REVIEW_MESSAGES, sellerPagePath, SUCCESS, type Message } from '@reshelf/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, toast, toastGone } from '../support/accounts';
import { addProduct, bookFor, createAccount } from '../support/api';
import { bookInModal } from '../support/booking';
import { seriousViolations } from '../support/axe';
import { expectNoErrors, freshTab, launchBrowser, navigateInApp, settled } from '../support/browser';
import { bell, confirm, dashboardMenu } from '../support/dashboard';
import { languageOf, say } from '../support/language';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };
const QUESTION = 'Is the spine torn? Call me on 01712-345678 or see https://example.com/a-rather-long-link-to-a-photo';
const ANSWER = 'No, it is like new. Gulshan 1 at 5 pm?';
const REVIEW = 'Met at Dhanmondi Lake on time; the book was as described.';

/** An order's entry in My orders or Orders for my books (a card at 360 px). */
const entry = (page: Page, item: string) => page.getByRole('listitem').filter({ hasText: item });

/** The conversation's log of messages. */
const log = (page: Page) => page.getByRole('log', { name: say(page, 'conversations.view.log') });

/** Opens the order's conversation from its entry, `unread` on its button. */
async function openFromEntry(page: Page, item: string, unread: number) {
  const label =
    unread > 0
      ? say(page, { key: 'conversations.open.labelUnread', values: { item, n: formatCount(unread, languageOf(page)) } })
      : say(page, { key: 'conversations.open.label', values: { item } });
  await entry(page, item).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL('**/dashboard/messages/*');
}

/** Types a message and sends it; it shows in the log once the server has it. */
async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: say(page, 'conversations.view.field') }).fill(text);
  await page.getByRole('button', { name: say(page, 'conversations.view.send'), exact: true }).click();
  await log(page).getByText(text).waitFor();
  await expect
    .poll(() => page.getByRole('textbox', { name: say(page, 'conversations.view.field') }).inputValue())
    .toBe('');
}

/** Waits until the dashboard menu's Messages entry says `unread` (none: the plain name). */
async function expectMessagesUnread(page: Page, unread: number) {
  await page.getByRole('button', { name: say(page, 'app.navbar.toggleDashboardMenu') }).click();
  const label = say(page, 'app.dashboard.menu.messages');
  const name =
    unread > 0
      ? say(page, { key: 'conversations.menuUnread', values: { label, n: formatCount(unread, languageOf(page)) } })
      : label;
  await dashboardMenu(page).getByRole('link', { name, exact: true }).waitFor();
  await page.keyboard.press('Escape');
}

/** Picks `n` stars in the review dialog: a press on the star, as a finger would. */
async function pickStars(dialog: Locator, n: number) {
  const page = dialog.page();
  const label = say(page, { key: 'reviews.page.stars', values: { n: formatCount(n, languageOf(page)) } });
  await dialog.locator('label').filter({ hasText: label }).click();
  await expect.poll(() => dialog.getByRole('radio', { name: label }).isChecked()).toBe(true);
}

/**
 * Reviews the other party from the order's entry: the dialog filled, screenshotted and checked by
 * axe, then sent; waits for `sent`.
 */
async function review(page: Page, other: string, item: string, stars: number, words: string, sent: Message) {
  await page
    .getByRole('button', { name: say(page, { key: 'reviews.form.openLabel', values: { name: other, item } }) })
    .click();
  const dialog = page.getByRole('dialog');
  await pickStars(dialog, stars);
  await dialog.getByRole('textbox', { name: say(page, 'reviews.form.text') }).fill(words);
  await toastGone(page, SUCCESS.loggedIn);
  await screenshot(page, 'review-dialog', { fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: say(page, 'reviews.form.submit') }).click();
  await toast(page, sent);
}

/** Waits until the seller's page shows the buyer's review and the rating, and screenshots it. */
async function expectReviewShown(page: Page, rating: number) {
  await page.getByText(REVIEW).waitFor();
  const average = formatCount(rating, languageOf(page));
  await page.getByRole('img', { name: say(page, { key: 'reviews.rating.one', values: { average } }) }).waitFor();
  await toastGone(page, REVIEW_MESSAGES.published);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'seller-page');
}

it('the buyer books and asks, the seller answers and sells, and both review', async () => {
  const [seller, buyer] = await Promise.all([
    createAccount(newPerson('Seller', 'talker')),
    createAccount(newPerson('Buyer', 'asker')),
  ]);
  const listing = bookFor('trade talk');
  const productId = await addProduct(seller, listing);
  const item = listing.productName;
  const sellerPage = sellerPagePath(seller.uid);

  // The buyer books on the book's page, opens the conversation from My orders and asks.
  const b = await freshTab(browser, { ...PHONE, language: 'en' });
  await signIn(b.page, buyer.email, buyer.password, { at: `/books/${productId}` });
  await b.page
    .getByRole('button', { name: say(b.page, { key: 'books.card.orderNowLabel', values: { name: item } }) })
    .click();
  await bookInModal(b.page, item);
  await navigateInApp(b.page, '/dashboard/myOrders');
  await openFromEntry(b.page, item, 0);
  await send(b.page, QUESTION);
  await bell(b.page).waitFor();

  // The seller sees one unread message on the menu and on the booking's entry, and opens it;
  // reading it clears the count.
  const s = await freshTab(browser, { ...PHONE, language: 'bn' });
  await signIn(s.page, seller.email, seller.password, { at: '/dashboard/sellerOrders' });
  await expectMessagesUnread(s.page, 1);
  await openFromEntry(s.page, item, 1);
  await log(s.page).getByText(QUESTION).waitFor();
  await expectMessagesUnread(s.page, 0);

  // The answer rings the buyer's bell and reaches the open conversation, without a reload.
  await send(s.page, ANSWER);
  await bell(b.page, 1).waitFor();
  await log(b.page).getByText(ANSWER).waitFor();

  // Nothing in the log is a link, and the long line stays inside a 360 px screen.
  for (const page of [b.page, s.page]) {
    expect(await log(page).getByRole('link').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'trade-talk-conversation');
  }

  // The seller's Messages page lists the conversation, read; from the orders the seller marks it
  // sold, and the buyer's bell counts that too.
  await s.page.getByRole('link', { name: say(s.page, 'conversations.view.back') }).click();
  await s.page
    .getByRole('link', {
      name: say(s.page, { key: 'conversations.list.rowLabel', values: { name: buyer.name, item } }),
      exact: true,
    })
    .waitFor();
  await navigateInApp(s.page, '/dashboard/sellerOrders');
  const markSold = entry(s.page, item).getByRole('button', {
    name: say(s.page, { key: 'orders.sellerOrders.markSoldLabel', values: { item } }),
  });
  await confirm(s.page, markSold, say(s.page, 'orders.sellerOrders.markSold'));
  await toast(s.page, SUCCESS.orderSold);
  await bell(b.page, 2).waitFor();

  // The buyer reviews the seller from My orders: sent, and waiting for the seller's.
  await navigateInApp(b.page, '/dashboard/myOrders');
  await review(b.page, seller.name, item, 4, REVIEW, REVIEW_MESSAGES.sent);
  await b.page
    .getByRole('status')
    .filter({ hasText: say(b.page, 'reviews.form.waiting') })
    .first()
    .waitFor();

  // Blind: the seller's page shows no review yet.
  await navigateInApp(s.page, sellerPage);
  await s.page.getByRole('heading', { level: 1, name: seller.name }).waitFor();
  await s.page.getByText(say(s.page, 'reviews.page.noReviews')).waitFor();
  await s.page.getByText(say(s.page, 'reviews.page.noListings')).waitFor();
  expect(await s.page.getByText(REVIEW).count()).toBe(0);

  // The seller reviews the buyer: both are published, and the seller's page shows the buyer's
  // review with the rating, to the seller (Bangla) and to the buyer (English).
  await navigateInApp(s.page, '/dashboard/sellerOrders');
  await review(s.page, buyer.name, item, 5, 'সময়মতো টাকা দিয়েছেন।', REVIEW_MESSAGES.published);
  await navigateInApp(s.page, sellerPage);
  await expectReviewShown(s.page, 4);
  await navigateInApp(b.page, sellerPage);
  await expectReviewShown(b.page, 4);

  expectNoErrors(b.errors);
  expectNoErrors(s.errors);
  await Promise.all([b.context.close(), s.context.close()]);
});
