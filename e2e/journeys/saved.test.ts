// Journey: at 360 px a buyer hearts a book on its category page, finds it on the Saved page (its
// state live: Booked once someone books it), saves a search on the search page; a seller lists a
// matching book and the buyer is notified. The Saved page with both is screenshotted in English
// and Bangla (saved-page-360*.png; a11y.test.ts shots the demo buyer's empty one).
import { SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, toast, toastGone } from '../support/accounts';
import { addProduct, bookFor, bookProduct, createAccount } from '../support/api';
import { seriousViolations } from '../support/axe';
import { expectNoErrors, freshTab, launchBrowser, navigateInApp, settled } from '../support/browser';
import { bell } from '../support/dashboard';
import { reader } from '../support/language';
import { screenshot } from '../support/screenshot';
import { uniqueWord } from '../../test/support/words';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };

it('a buyer saves a book and a search, sees the book as it is now, and a matching new listing notifies them', async () => {
  const t = reader('en');
  // A word of this run only, so the saved search matches this journey's listing and no other.
  const word = uniqueWord('shelfmark');
  const [seller, buyer, otherBuyer] = await Promise.all([
    createAccount(newPerson('Seller')),
    createAccount(newPerson('Buyer', 'saver')),
    createAccount(newPerson('Buyer', 'booker')),
  ]);
  const book = { ...bookFor('saved', 'Action & adventure'), productName: `Hearted ${word}` };
  const productId = await addProduct(seller, book);

  const { context, page, errors } = await freshTab(browser, PHONE);
  await signIn(page, buyer.email, buyer.password, { at: '/categories/action-adventure' });
  const card = page.getByRole('article', { name: book.productName });
  await card.getByRole('button', { name: t('saved.heart.save', { name: book.productName }) }).click();
  await toast(page, 'saved.toast.saved');
  await expect
    .poll(() =>
      card
        .getByRole('button', { name: t('saved.heart.remove', { name: book.productName }) })
        .getAttribute('aria-pressed'),
    )
    .toBe('true');

  // The Saved page shows it as it is now, and follows it: booked by someone else.
  await navigateInApp(page, '/dashboard/saved');
  const row = page
    .getByRole('list', { name: t('saved.books.label') })
    .getByRole('listitem')
    .filter({
      hasText: book.productName,
    });
  await row.getByText(t('saved.books.state.Available')).waitFor();
  await bookProduct(otherBuyer, productId);
  await row.getByText(t('saved.books.state.Booked')).waitFor();

  // Save this search: the words of the search page.
  await navigateInApp(page, `/search?q=${word}`);
  await page.getByRole('button', { name: t('saved.saveSearch.label', { text: word }) }).click();
  await toast(page, 'saved.toast.searchSaved');
  await page.getByRole('button', { name: t('saved.saveSearch.done') }).waitFor();

  // A seller lists a matching book: the trigger notifies the buyer, whose bell counts it live.
  const match = `The ${word} sequel`;
  const matchId = await addProduct(seller, { ...bookFor('saved match'), productName: match });
  await bell(page, 1).click({ timeout: 20_000 });
  const note = page
    .getByRole('dialog', { name: t('notifications.title') })
    .getByRole('link')
    .filter({ hasText: t('notifications.text.searchMatched', { book: match }) });
  expect(await note.getAttribute('href')).toBe(`/books/${matchId}`);
  await page.keyboard.press('Escape');

  await navigateInApp(page, '/dashboard/saved');
  await page
    .getByRole('list', { name: t('saved.searches.label') })
    .getByRole('button', { name: t('saved.searches.deleteLabel', { terms: word }) })
    .waitFor();
  await row.getByText(t('saved.books.state.Booked')).waitFor();
  await settled(page);
  await toastGone(page, 'saved.toast.searchSaved');
  await screenshot(page, 'saved-page');
  expect(await seriousViolations(page)).toEqual([]);

  // The same page in Bangla.
  const bn = await freshTab(browser, { ...PHONE, language: 'bn' });
  await signIn(bn.page, buyer.email, buyer.password, { at: '/dashboard/saved' });
  await bn.page.getByText(reader('bn')('saved.books.state.Booked')).waitFor();
  await bn.page.getByRole('button', { name: reader('bn')('saved.searches.deleteLabel', { terms: word }) }).waitFor();
  await settled(bn.page);
  await toastGone(bn.page, SUCCESS.loggedIn);
  await screenshot(bn.page, 'saved-page');

  expectNoErrors(bn.errors);
  await bn.context.close();
  expectNoErrors(errors);
  await context.close();
});
