// Journey: three people report a listing (the third on the book page, with a reason and words, at
// 360 px); it leaves its category at once; the admin removes it from the Reports page; the reporter
// sees the outcome in My reports. The dialog and the Reports page are screenshotted in both languages.
import { SUCCESS, type ReportReason } from '@reshelf/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, newPerson, signIn, toast, toastGone } from '../support/accounts';
import { addProduct, bookFor, createAccount, type ApiUser } from '../support/api';
import { seriousViolations } from '../support/axe';
import { BASE_URL, expectNoErrors, freshTab, launchBrowser, navigateInApp, settled } from '../support/browser';
import { confirm } from '../support/dashboard';
import { languageOf, reader, say } from '../support/language';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };

/** Setup, not the point of the journey: a report sent the way the dialog sends it. */
async function reportByApi(who: ApiUser, productId: string, reason: ReportReason) {
  const res = await fetch(`${BASE_URL.replace('localhost', '127.0.0.1')}/api/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.accessToken}` },
    body: JSON.stringify({
      targetKind: 'product',
      targetId: productId,
      reason,
      text: 'Same photo as another listing.',
    }),
  });
  expect(res.status).toBe(201);
}

/** The screenshots show the page, not the sign-in's toast over it. */
const loginToastGone = (page: Page) =>
  page.getByText(say(page, SUCCESS.loggedIn), { exact: true }).waitFor({ state: 'detached' });

/** Opens the report dialog of the listing on its book page. */
async function openReportDialog(page: Page, productName: string) {
  const t = reader(languageOf(page));
  await page.getByRole('button', { name: t('reports.report.listingLabel', { name: productName }) }).click();
  return page.getByRole('dialog', { name: t('reports.dialog.listingTitle', { name: productName }) });
}

it('three people report a listing, it leaves the shelves, and the admin removes it from the Reports page', async () => {
  const t = reader('en');
  const [seller, first, second, third] = await Promise.all([
    createAccount(newPerson('Seller')),
    createAccount(newPerson('Buyer', 'reporter')),
    createAccount(newPerson('Buyer', 'reporter')),
    createAccount(newPerson('Buyer', 'reporter')),
  ]);
  const book = bookFor('reported');
  const productId = await addProduct(seller, book);
  // One after the other: at once, their transactions would only wait on each other.
  await reportByApi(first, productId, 'fake');
  await reportByApi(second, productId, 'scam');

  // The third reporter, on a phone, with a reason and what happened.
  const { context, page, errors } = await freshTab(browser, PHONE);
  await signIn(page, third.email, third.password, { at: `/books/${productId}` });
  const dialog = await openReportDialog(page, book.productName);
  await dialog.getByRole('radio', { name: t('reports.reason.scam') }).check();
  await dialog
    .getByRole('textbox', { name: t('reports.dialog.text') })
    .fill('Asked me to send the money by bKash first.');
  await settled(page);
  await loginToastGone(page);
  await screenshot(page, 'report-dialog', { fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: t('reports.dialog.submit') }).click();
  await toast(page, SUCCESS.reported);
  // Focus goes back to the button that opened the dialog.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe(t('reports.report.listingLabel', { name: book.productName }));
  // The third report hid it: the book page says so, and its category no longer shows it.
  await page.getByText(t('reports.underReview')).waitFor();
  await page.goto('/categories/horror');
  await page.getByRole('article').first().waitFor();
  expect(await page.getByRole('article', { name: book.productName }).count()).toBe(0);
  // An admin who reads Bangla: the report dialog (anyone but the seller may report) and the
  // Reports page, with the three reports under one listing.
  const bn = await freshTab(browser, { ...PHONE, language: 'bn' });
  await signIn(bn.page, ADMIN.email, ADMIN.password, { at: `/books/${productId}` });
  const bnDialog = await openReportDialog(bn.page, book.productName);
  await bnDialog.getByRole('radio').first().waitFor();
  await toastGone(bn.page, SUCCESS.loggedIn);
  await screenshot(bn.page, 'report-dialog', { fullPage: false });
  expect(await seriousViolations(bn.page)).toEqual([]);
  await bnDialog.getByRole('button', { name: reader('bn')('reports.dialog.cancel') }).click();
  await bnDialog.waitFor({ state: 'detached' });
  await navigateInApp(bn.page, '/dashboard/reports');
  await bn.page.getByRole('listitem', { name: book.productName }).waitFor();
  await settled(bn.page);
  await screenshot(bn.page, '/dashboard/reports');

  const admin = await freshTab(browser, PHONE);
  await signIn(admin.page, ADMIN.email, ADMIN.password, { at: '/dashboard/reports' });
  const group = admin.page.getByRole('listitem', { name: book.productName });
  await group.getByText(t('reports.admin.count', { n: 3 })).waitFor();
  await group.getByText('Asked me to send the money by bKash first.').waitFor();
  await settled(admin.page);
  await loginToastGone(admin.page);
  await screenshot(admin.page, '/dashboard/reports');
  expect(await seriousViolations(admin.page)).toEqual([]);
  await confirm(
    admin.page,
    group.getByRole('button', { name: t('reports.admin.removeLabel', { name: book.productName }) }),
    t('reports.admin.remove'),
  );
  await toast(admin.page, SUCCESS.listingRemoved);
  await group.waitFor({ state: 'detached' });
  // The reporter sees what came of the report.
  await page.goto('/dashboard/myReports');
  // On a phone the list is a stack of cards.
  await page
    .getByRole('listitem')
    .filter({ hasText: book.productName })
    .getByText(t('reports.outcome.removed'))
    .waitFor();

  for (const tab of [bn, admin]) {
    expectNoErrors(tab.errors);
    await tab.context.close();
  }
  expectNoErrors(errors);
  await context.close();
});
