// The notification bell: a buyer books a seller's book in one browser; in another the seller's
// bell, at 360 px, counts it live without a reload; the seller opens the notification, lands on
// the seller's orders, and the count goes down. In English and in Bangla, with screenshots.
import { LANGUAGES } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn } from '../support/accounts';
import { addProduct, bookFor, createAccount } from '../support/api';
import { bookInModal } from '../support/booking';
import { seriousViolations } from '../support/axe';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { bell } from '../support/dashboard';
import { reader } from '../support/language';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it.each(LANGUAGES)(
  '%s: a booking rings the seller’s bell live, and opening it goes to the orders',
  async (language) => {
    const t = reader(language);
    const [seller, buyer] = await Promise.all([createAccount(newPerson('Seller')), createAccount(newPerson('Buyer'))]);
    // Off the Horror shelf the trade journey has open meanwhile.
    const book = bookFor(`bell ${language}`, 'Action & adventure');
    const productId = await addProduct(seller, book);

    const s = await freshTab(browser, { language, width: 360, height: 740 });
    await signIn(s.page, seller.email, seller.password, { at: '/dashboard' });
    await bell(s.page).waitFor();

    const b = await freshTab(browser, { language });
    await signIn(b.page, buyer.email, buyer.password, { at: `/books/${productId}` });
    await b.page.getByRole('button', { name: t('books.card.orderNowLabel', { name: book.productName }) }).click();
    await bookInModal(b.page, book.productName);

    // The seller's page was not reloaded: the count arrives by itself.
    await bell(s.page, 1).click();
    const dialog = s.page.getByRole('dialog', { name: t('notifications.title') });
    const booked = t('notifications.text.booked', { name: buyer.name, book: book.productName });
    const note = dialog.getByRole('link').filter({ hasText: booked });
    await note.getByText(t('notifications.unread'), { exact: false }).waitFor({ state: 'attached' });
    await screenshot(s.page, '/notifications', { fullPage: false });
    expect(await seriousViolations(s.page)).toEqual([]);

    await note.click();
    await s.page.waitForURL('**/dashboard/sellerOrders');
    await bell(s.page).waitFor();
    expectNoErrors(s.errors);
    expectNoErrors(b.errors);
    await Promise.all([s.context.close(), b.context.close()]);
  },
);
