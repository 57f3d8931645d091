// Journey 8: the dashboard actions the other journeys leave out. A buyer pays for a booked book
// and its seller confirms the payment, a seller deletes a listing, and the admin deletes a seller, whose listings go with them.
import { ORDER_END_TEXT, SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { text } from '../../test/support/text';
import { ADMIN, newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, bookProduct, createAccount } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { confirm, dashboardMenu, rowWith } from '../support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('a buyer pays for a booked book, waits for the seller, and the seller’s Confirm payment makes it Sold', async () => {
  const [seller, buyer] = await Promise.all([createAccount(newPerson('Seller')), createAccount(newPerson('Buyer'))]);
  const book = bookFor('pay journey');
  await bookProduct(buyer, await addProduct(seller, book));

  const { context, page, errors } = await freshTab(browser);
  await signIn(page, buyer.email, buyer.password, { at: '/dashboard' });
  await dashboardMenu(page).getByRole('link', { name: 'My Orders' }).click();
  await page.getByRole('button', { name: `Pay for ${book.productName}` }).click();
  await toast(page, SUCCESS.orderPaid);
  await page.getByRole('button', { name: `Pay for ${book.productName}` }).waitFor({ state: 'detached' });
  await rowWith(page, book.productName).getByText(text('orders.paidWaiting')).first().waitFor();

  const s = await freshTab(browser);
  await signIn(s.page, seller.email, seller.password, { at: '/dashboard' });
  await dashboardMenu(s.page).getByRole('link', { name: 'Orders for my books' }).click();
  await confirm(
    s.page,
    s.page.getByRole('button', { name: `Confirm payment for ${book.productName}` }),
    'Confirm payment',
  );
  await toast(s.page, SUCCESS.orderSold);
  await rowWith(s.page, book.productName).getByText(text(ORDER_END_TEXT['marked-sold'])).first().waitFor();
  expectNoErrors(s.errors);
  await s.context.close();

  // The buyer's row follows live.
  await rowWith(page, book.productName).getByText(text(ORDER_END_TEXT['marked-sold'])).first().waitFor();
  expectNoErrors(errors);
  await context.close();
});

it('a seller deletes a listing, and the admin deletes a seller with their listings', async () => {
  const [keeper, leaver] = await Promise.all([createAccount(newPerson('Seller')), createAccount(newPerson('Seller'))]);
  // Out of Horror, the shelf other journeys have open meanwhile: a listing deleted while their page
  // shows it asks for a photo that is gone, a 404 in their console.
  const [kept, gone, leaversBook] = [
    bookFor('kept', 'Action & adventure'),
    bookFor('deleted', 'Action & adventure'),
    bookFor('leaver', 'Action & adventure'),
  ];
  await Promise.all([addProduct(keeper, kept), addProduct(keeper, gone), addProduct(leaver, leaversBook)]);

  const seller = await freshTab(browser);
  await signIn(seller.page, keeper.email, keeper.password, { at: '/dashboard' });
  await dashboardMenu(seller.page).getByRole('link', { name: 'My product' }).click();
  await confirm(seller.page, seller.page.getByRole('button', { name: `Delete ${gone.productName}` }), 'Delete');
  await toast(seller.page, SUCCESS.productDeleted);
  await seller.page.getByRole('button', { name: `Delete ${gone.productName}` }).waitFor({ state: 'detached' });
  await seller.page.getByRole('button', { name: `Delete ${kept.productName}` }).waitFor();
  expectNoErrors(seller.errors);
  await seller.context.close();

  const { context, page, errors } = await freshTab(browser);
  await signIn(page, ADMIN.email, ADMIN.password, { at: '/dashboard' });
  await dashboardMenu(page).getByRole('link', { name: 'Sellers' }).click();
  await confirm(page, page.getByRole('button', { name: `Delete seller ${leaver.name}` }), 'Delete');
  await toast(page, SUCCESS.sellerDeleted);
  await rowWith(page, leaver.email).waitFor({ state: 'detached' });

  await page.goto('/categories/action-adventure');
  await page
    .getByRole('button', { name: /^Order now/ })
    .first()
    .waitFor();
  await page.getByRole('article', { name: leaversBook.productName }).waitFor({ state: 'detached' });

  expectNoErrors(errors);
  await context.close();
});
