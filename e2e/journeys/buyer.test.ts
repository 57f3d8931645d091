// Journey 2: a newcomer signs up as a buyer, clicks a category on Home, is sent to login and
// back, books a book with a phone number, sees it in My orders, and the book leaves the
// category page, for everyone; in English, and in Bangla (a bn-BD browser).
import { DEMO_ACCOUNTS, LANGUAGES, SUCCESS } from '@reshelf/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, signOut, signUp, submitLogin, toast } from '../support/accounts';
import { addProduct, bookFor, createAccount } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { dashboardMenu, rowWith } from '../support/dashboard';
import { reader, say } from '../support/language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A book card on a category page. */
const bookCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Waits for the category's first page of books, so an absent card means the book is not listed. */
async function categoryLoaded(page: Page) {
  await page
    .getByRole('button', { name: new RegExp(`^${say(page, 'books.card.orderNow')}`) })
    .first()
    .waitFor();
}

it.each(LANGUAGES)(
  '%s: a new buyer books a book from a category, sees it in My orders, and it leaves the category',
  async (language) => {
    const t = reader(language);
    // Setup, not the point of the journey: a seller has just listed a horror book.
    const seller = await createAccount(newPerson('Seller'));
    const book = bookFor(`buyer journey ${language}`, 'Horror');
    await addProduct(seller, book);

    const { context, page, errors } = await freshTab(browser, { language });
    const buyer = newPerson('Buyer');
    const phone = await signUp(page, buyer);
    await signOut(page);

    await page.goto('/');
    // Scrolled to, the categories start the app, which fills them in.
    await page.locator('#categories').scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: t('home.categories.allLabel', { name: t('terms.category.horror') }) }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, buyer.email, buyer.password);
    await toast(page, SUCCESS.loggedIn);
    await page.waitForURL((url) => url.pathname === '/categories/horror');

    await bookCard(page, book.productName)
      .getByRole('button', { name: t('books.card.orderNowLabel', { name: book.productName }) })
      .click();
    const modal = page.getByRole('dialog', { name: book.productName });
    // The default place, in the reader's language (OrderModal stores it as MEETING_LOCATION).
    await expect(modal.getByLabel(t('booking.order.meetingPlace')).inputValue()).resolves.toBe(
      t('terms.meetingLocation'),
    );
    // The account's verified number, not a field to type in.
    await expect(modal.getByLabel(t('booking.order.phone')).inputValue()).resolves.toBe(phone);
    await modal.getByRole('button', { name: t('booking.order.submit') }).click();
    await toast(page, SUCCESS.orderBooked);
    await modal.waitFor({ state: 'hidden' });
    await bookCard(page, book.productName).waitFor({ state: 'detached' });

    await page
      .getByRole('banner')
      .getByRole('link', { name: t('app.navbar.dashboard') })
      .click();
    await dashboardMenu(page)
      .getByRole('link', { name: t('app.dashboard.menu.myOrders') })
      .click();
    await rowWith(page, book.productName).waitFor();
    expectNoErrors(errors);
    await context.close();

    // Someone else, in their own browser, no longer sees the booked book.
    const other = await freshTab(browser, { language });
    await signIn(other.page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password, { at: '/categories/horror' });
    await categoryLoaded(other.page);
    expect(await bookCard(other.page, book.productName).count()).toBe(0);
    expectNoErrors(other.errors);
    await other.context.close();
  },
);
