// Messages on a trade, with two browsers at 360 px: the buyer (in English) books a book and asks
// about it in the order's conversation; the seller (in Bangla) sees the unread count on the menu
// and on the order's row, opens the conversation and answers; the answer reaches the buyer live.
import { formatCount, SUCCESS } from '@reshelf/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, createAccount, type ApiUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expectNoErrors, freshTab, launchBrowser, settled } from '../support/browser';
import { dashboardMenu } from '../support/dashboard';
import { languageOf, say } from '../support/language';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const QUESTION = 'Is the spine torn? Call me on 01712-345678 or see https://example.com/a-rather-long-link-to-a-photo';
const ANSWER = 'No, it is like new. Gulshan 1 at 5 pm?';

/** Signs in at the book's page and books it there. */
async function book(page: Page, person: ApiUser, productId: string, name: string) {
  await signIn(page, person.email, person.password, { at: `/books/${productId}` });
  await page.getByRole('button', { name: say(page, { key: 'books.card.orderNowLabel', values: { name } }) }).click();
  const modal = page.getByRole('dialog', { name });
  await modal.getByRole('button', { name: say(page, 'booking.order.submit') }).click();
  await toast(page, SUCCESS.orderBooked);
  await modal.waitFor({ state: 'hidden' });
}

/** The conversation's log of messages. */
const log = (page: Page) => page.getByRole('log', { name: say(page, 'conversations.view.log') });

/**
 * Opens the order's conversation from its entry in My orders or Orders for my books (a card at
 * 360 px), `unread` on its button.
 */
async function openFromRow(page: Page, item: string, unread: number) {
  const label =
    unread > 0
      ? say(page, { key: 'conversations.open.labelUnread', values: { item, n: formatCount(unread, languageOf(page)) } })
      : say(page, { key: 'conversations.open.label', values: { item } });
  await page.getByRole('listitem').filter({ hasText: item }).getByRole('link', { name: label, exact: true }).click();
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

/** The dashboard menu's Messages entry, with `unread` said in its name (none: the plain name). */
function messagesEntry(page: Page, unread: number) {
  const label = say(page, 'app.dashboard.menu.messages');
  const name =
    unread > 0
      ? say(page, { key: 'conversations.menuUnread', values: { label, n: formatCount(unread, languageOf(page)) } })
      : label;
  return dashboardMenu(page).getByRole('link', { name, exact: true });
}

it('the buyer asks about the book, the seller answers, and the answer arrives live', async () => {
  const seller = await createAccount(newPerson('Seller'));
  const buyer = await createAccount(newPerson('Buyer'));
  const listing = bookFor('conversation');
  const productId = await addProduct(seller, listing);
  const item = listing.productName;

  // The buyer books, opens the conversation from My orders and asks.
  const b = await freshTab(browser, { width: 360, language: 'en' });
  await book(b.page, buyer, productId, item);
  await b.page.goto('/dashboard/myOrders');
  await openFromRow(b.page, item, 0);
  await send(b.page, QUESTION);

  // The seller sees one unread message on the menu and on the booking's row, and opens it.
  const s = await freshTab(browser, { width: 360, language: 'bn' });
  await signIn(s.page, seller.email, seller.password, { at: '/dashboard/sellerOrders' });
  await s.page.getByRole('button', { name: say(s.page, 'app.navbar.toggleDashboardMenu') }).click();
  await messagesEntry(s.page, 1).waitFor();
  await s.page.keyboard.press('Escape');
  await openFromRow(s.page, item, 1);
  await log(s.page).getByText(QUESTION).waitFor();

  // Reading it clears the count; the answer reaches the buyer's open conversation without a reload.
  await s.page.getByRole('button', { name: say(s.page, 'app.navbar.toggleDashboardMenu') }).click();
  await messagesEntry(s.page, 0).waitFor();
  await s.page.keyboard.press('Escape');
  await send(s.page, ANSWER);
  await log(b.page).getByText(ANSWER).waitFor();

  // Nothing in the log is a link, and the long line stays inside a 360 px screen.
  for (const page of [b.page, s.page]) {
    expect(await log(page).getByRole('link').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, '/dashboard/messages/conversation');
  }

  // The seller's Messages page lists the conversation, read.
  await s.page.getByRole('link', { name: say(s.page, 'conversations.view.back') }).click();
  await s.page
    .getByRole('link', {
      name: say(s.page, { key: 'conversations.list.rowLabel', values: { name: buyer.name, item } }),
      exact: true,
    })
    .waitFor();
  await settled(s.page);
  await screenshot(s.page, '/dashboard/messages');

  expectNoErrors(b.errors);
  expectNoErrors(s.errors);
  await Promise.all([b.context.close(), s.context.close()]);
});
