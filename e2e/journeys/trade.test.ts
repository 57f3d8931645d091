// Journey 9: the whole trade. A buyer books two books (one from its category page, one from its
// book page); their seller sees both with the buyer's phone and marks one sold; the buyer sees the
// seller's phone and the Sold order, cancels the other, and that book is offered again; in English,
// and in Bangla (a bn-BD browser).
import { LANGUAGES, ORDER_END_TEXT, SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, createAccount } from '../support/api';
import { bookInModal } from '../support/booking';
import { expectNoErrors, freshTab, launchBrowser, settled } from '../support/browser';
import { confirm, dashboardMenu, rowWith } from '../support/dashboard';
import { reader } from '../support/language';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it.each(LANGUAGES)(
  '%s: a booking reaches its seller, both sides reach each other, and every booking ends',
  async (language) => {
    const t = reader(language);
    const seller = await createAccount(newPerson('Seller'));
    const [sold, cancelled] = [bookFor(`trade sold ${language}`), bookFor(`trade cancelled ${language}`)];
    const cancelledId = await addProduct(seller, cancelled);
    await addProduct(seller, sold);
    const buyer = await createAccount(newPerson('Buyer'));
    // Both parties' verified numbers are what the other sees.
    const [buyerPhone, sellerPhone] = [buyer.phone!, seller.phone!];

    // The buyer books one book from the category page, with a meeting place of their own...
    const b = await freshTab(browser, { language });
    await signIn(b.page, buyer.email, buyer.password, { at: '/categories/horror' });
    await b.page.getByRole('button', { name: t('books.card.orderNowLabel', { name: sold.productName }) }).click();
    await bookInModal(b.page, sold.productName, 'Dhanmondi 27, Star Kabab');
    // ...and the other from its own page, reached from its card.
    await b.page.getByRole('link', { name: cancelled.productName }).click();
    await b.page.waitForURL(`**/books/${cancelledId}`);
    await b.page.waitForFunction((name) => document.title.includes(name), cancelled.productName);
    await b.page.getByRole('button', { name: t('books.card.orderNowLabel', { name: cancelled.productName }) }).click();
    await bookInModal(b.page, cancelled.productName);

    // The seller sees both bookings with the buyer's phone, and marks one sold.
    const s = await freshTab(browser, { language });
    await signIn(s.page, seller.email, seller.password, { at: '/dashboard' });
    await dashboardMenu(s.page)
      .getByRole('link', { name: new RegExp(t('app.dashboard.menu.sellerOrders')) })
      .click();
    await s.page.waitForURL('**/dashboard/sellerOrders');
    for (const name of [sold.productName, cancelled.productName]) {
      await rowWith(s.page, name).getByText(buyerPhone).first().waitFor();
    }
    await rowWith(s.page, sold.productName).getByText('Dhanmondi 27, Star Kabab').first().waitFor();
    await settled(s.page);
    await screenshot(s.page, '/dashboard/sellerOrders');
    const markSold = s.page.getByRole('button', {
      name: t('orders.sellerOrders.markSoldLabel', { item: sold.productName }),
    });
    await confirm(s.page, markSold, t('orders.sellerOrders.markSold'));
    await toast(s.page, SUCCESS.orderSold);
    await rowWith(s.page, sold.productName).getByText(t(ORDER_END_TEXT['marked-sold'])).first().waitFor();

    // The buyer sees the seller's phone and the Sold order, and cancels the other booking.
    await b.page.goto('/dashboard/myOrders');
    await rowWith(b.page, sold.productName).getByText(t(ORDER_END_TEXT['marked-sold'])).first().waitFor();
    await rowWith(b.page, cancelled.productName).getByText(sellerPhone).first().waitFor();
    await settled(b.page);
    await screenshot(b.page, '/dashboard/myOrders');
    const cancel = b.page.getByRole('button', { name: t('orders.cancel.label', { item: cancelled.productName }) });
    await confirm(b.page, cancel, t('orders.cancel.button'));
    await toast(b.page, SUCCESS.orderCancelled);
    await rowWith(b.page, cancelled.productName).getByText(t(ORDER_END_TEXT['cancelled-by-buyer'])).first().waitFor();
    // The cancel took the contacts with it; the sale keeps them for a while.
    await rowWith(b.page, cancelled.productName).getByText(sellerPhone).waitFor({ state: 'detached' });
    await rowWith(b.page, sold.productName).getByText(sellerPhone).first().waitFor();

    // The cancelled book is offered again on its category page; the sold one is not.
    await b.page.goto('/categories/horror');
    await b.page
      .getByRole('button', { name: t('books.card.orderNowLabel', { name: cancelled.productName }) })
      .waitFor();
    expect(await b.page.getByRole('article', { name: sold.productName }).count()).toBe(0);

    expectNoErrors(b.errors);
    expectNoErrors(s.errors);
    await Promise.all([b.context.close(), s.context.close()]);
  },
);
