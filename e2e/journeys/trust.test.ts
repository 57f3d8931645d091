// Journey 10: verified phones. A new buyer without a verified number tries to book, gets "Verify
// your phone", verifies a Bangladesh number with the code the Auth emulator holds (no SMS, no
// reCAPTCHA), books, sees the seller's number on the order, cancels and no longer sees it. A
// second person reports the listing and an admin removes it from the Reports page. The demo buyer
// signs in with their seeded number and a code; a number no account has is refused.
// The dialog is screenshotted at 360 px in English and Bangla.
import { displayPhone, ERROR, SUCCESS, toE164 } from '@reshelf/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedAccount } from '../../functions/src/seed/accounts';
import { ADMIN, newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, createAccount, verificationCode } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser, reachFor, recaptchaConfigMissing } from '../support/browser';
import { confirm, rowWith } from '../support/dashboard';
import { say } from '../support/language';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A number of this run that no account has (the emulator refuses one number on two accounts). */
const newNumber = () =>
  `01${5 + Math.floor(Math.random() * 5)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The screen as the person sees it with the dialog open: e2e/screenshots/phone-dialog[-code]-360[-bn].png. */
async function shootDialog(page: Page, step: 'number' | 'code') {
  await screenshot(page, step === 'code' ? 'phone-dialog-code' : 'phone-dialog', { fullPage: false });
}

/** Types the number into the open phone dialog, sends it, and enters the code the emulator holds. */
async function verifyIn(
  dialog: ReturnType<Page['getByRole']>,
  page: Page,
  number: string,
  confirmLabel: string,
  { beforeCode }: { beforeCode?: () => Promise<void> } = {},
) {
  await dialog.getByLabel(say(page, 'phone.number')).fill(number);
  await dialog.getByRole('button', { name: say(page, 'phone.send') }).click();
  const code = dialog.getByLabel(say(page, 'phone.code'));
  // Shown once the code is on its way, so the emulator holds it by then.
  await code.waitFor();
  await beforeCode?.();
  await code.fill(await verificationCode(toE164(number)));
  await dialog.getByRole('button', { name: say(page, confirmLabel), exact: true }).click();
}

it('a new buyer verifies a phone by code to book, sees the seller’s number while the booking lives, and not after a cancel; a report brings the listing to an admin, who removes it', async () => {
  const [seller, buyer] = await Promise.all([
    createAccount(newPerson('Seller', 'trust')),
    createAccount(newPerson('Buyer', 'trust'), { phone: false }),
  ]);
  const book = bookFor('trust');
  const id = await addProduct(seller, book);

  const { context, page, errors } = await freshTab(browser, {
    width: 360,
    height: 740,
    expected: [recaptchaConfigMissing],
  });
  await signIn(page, buyer.email, buyer.password, { at: `/books/${id}` });
  await page
    .getByRole('button', { name: say(page, { key: 'books.card.orderNowLabel', values: { name: book.productName } }) })
    .click();
  const modal = page.getByRole('dialog', { name: book.productName });
  // No verified number yet: the dialog asks for one before the buyer can book.
  const dialog = page.getByRole('dialog', { name: say(page, 'phone.verify.title') });
  await dialog.getByLabel(say(page, 'phone.number')).waitFor();
  await shootDialog(page, 'number');

  const number = newNumber();
  await verifyIn(dialog, page, number, 'phone.confirm', { beforeCode: () => shootDialog(page, 'code') });
  await toast(page, SUCCESS.phoneVerified);
  await dialog.waitFor({ state: 'detached' });
  await expect(modal.getByLabel(say(page, 'booking.order.phone')).inputValue()).resolves.toBe(
    displayPhone(toE164(number)),
  );
  await modal.getByRole('button', { name: say(page, 'booking.order.submit') }).click();
  await toast(page, SUCCESS.orderBooked);

  // My orders' table shows the contacts in full on a wider screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/myOrders');
  const row = rowWith(page, book.productName);
  await row.getByText(seller.phone!).first().waitFor();
  await confirm(
    page,
    page.getByRole('button', { name: say(page, { key: 'orders.cancel.label', values: { item: book.productName } }) }),
    say(page, 'orders.cancel.button'),
  );
  await toast(page, SUCCESS.orderCancelled);
  await row.getByText(seller.phone!).waitFor({ state: 'detached' });

  // A second person reports the listing from its page, and an admin removes it from the Reports page.
  const reporter = await createAccount(newPerson('Buyer', 'trust-reporter'));
  const other = await freshTab(browser, { width: 360, height: 740 });
  await signIn(other.page, reporter.email, reporter.password, { at: `/books/${id}` });
  const named = (key: string) => say(other.page, { key, values: { name: book.productName } });
  await other.page.getByRole('button', { name: named('reports.report.listingLabel') }).click();
  const report = other.page.getByRole('dialog', { name: named('reports.dialog.listingTitle') });
  await report.getByRole('radio', { name: say(other.page, 'reports.reason.fake') }).check();
  await report.getByRole('button', { name: say(other.page, 'reports.dialog.submit') }).click();
  await toast(other.page, SUCCESS.reported);

  const admin = await freshTab(browser);
  await signIn(admin.page, ADMIN.email, ADMIN.password, { at: '/dashboard/reports' });
  const group = admin.page.getByRole('listitem', { name: book.productName });
  await confirm(
    admin.page,
    group.getByRole('button', {
      name: say(admin.page, { key: 'reports.admin.removeLabel', values: { name: book.productName } }),
    }),
    say(admin.page, 'reports.admin.remove'),
  );
  await toast(admin.page, SUCCESS.listingRemoved);
  await group.waitFor({ state: 'detached' });
  for (const tab of [other, admin, { errors, context }]) {
    expectNoErrors(tab.errors);
    await tab.context.close();
  }
});

it('the dialog reads in Bangla, and counts down to another code', async () => {
  const [seller, buyer] = await Promise.all([
    createAccount(newPerson('Seller', 'trust-bn')),
    createAccount(newPerson('Buyer', 'trust-bn'), { phone: false }),
  ]);
  const book = bookFor('trust bn');
  const id = await addProduct(seller, book);
  const { context, page, errors } = await freshTab(browser, {
    width: 360,
    height: 740,
    language: 'bn',
    expected: [recaptchaConfigMissing],
  });
  await signIn(page, buyer.email, buyer.password, { at: `/books/${id}` });
  await page
    .getByRole('button', { name: say(page, { key: 'books.card.orderNowLabel', values: { name: book.productName } }) })
    .click();
  const dialog = page.getByRole('dialog', { name: say(page, 'phone.verify.title') });
  await dialog.getByLabel(say(page, 'phone.number')).waitFor();
  await shootDialog(page, 'number');
  await dialog.getByLabel(say(page, 'phone.number')).fill(newNumber());
  await dialog.getByRole('button', { name: say(page, 'phone.send') }).click();
  await dialog.getByLabel(say(page, 'phone.code')).waitFor();
  await shootDialog(page, 'code');
  expectNoErrors(errors);
  await context.close();
});

it('a person signs in with a verified number and a code; a number no account has is told to sign up first', async () => {
  const { context, page, errors } = await freshTab(browser, { expected: [recaptchaConfigMissing] });
  await page.goto('/login');
  // The prerendered login page starts its app once the person reaches for it.
  await reachFor(page);
  await page.getByRole('button', { name: say(page, 'phone.signIn.open') }).click();
  const dialog = page.getByRole('dialog', { name: say(page, 'phone.signIn.title') });
  await verifyIn(dialog, page, newNumber(), 'phone.confirmSignIn');
  await dialog
    .getByRole('alert')
    .filter({ hasText: say(page, ERROR.phoneNoAccount) })
    .waitFor();

  await dialog.getByRole('button', { name: say(page, 'phone.otherNumber') }).click();
  await verifyIn(dialog, page, seedAccount('buyer').phone, 'phone.confirmSignIn');
  await toast(page, SUCCESS.loggedIn);
  await page.waitForURL((url) => url.pathname !== '/login');
  expectNoErrors(errors);
  await context.close();
});
