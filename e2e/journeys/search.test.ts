// Journey 7: a seller edits a listing and finds it by a word of its new title, typed without
// its accent and in capitals; a buyer finds a seeded book the same way, and a sorted, filtered
// category page survives a reload and Back.
import { DEMO_ACCOUNTS, SUCCESS } from '@reshelf/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, toast } from '../support/accounts';
import { addProduct, bookFor, createAccount, uploadPhoto } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { chooseOption, dashboardMenu } from '../support/dashboard';
import { choosePhotos } from '../support/photos';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Types into the navbar's search box (wide screens) and waits for the search page itself: until
 * its lazy route loads, the page searched from (My product's cards too) stays on screen.
 */
async function searchFromNavbar(page: Page, text: string) {
  const box = page.getByRole('banner').getByRole('search', { name: 'Search all books' });
  await box.getByRole('searchbox').fill(text);
  await box.getByRole('searchbox').press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
  await page.getByRole('heading', { level: 1, name: `Books matching “${text}”` }).waitFor();
}

/** The ids of the Book cards on the page, in their order, once the list is there (in one commit). */
async function cardOrder(page: Page) {
  await page.getByRole('article').first().waitFor();
  return page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-labelledby')));
}

it('a seller edits a listing, and finds it by a word of its new title in capitals without the accent', async () => {
  const seller = await createAccount(newPerson('Seller'));
  const book = bookFor('search journey');
  const photo = await uploadPhoto(seller);
  await addProduct(seller, { ...book, photos: [photo] });
  // One word no other book has, with an accent: "Énigme" + this run's letters.
  const word = `Énigme${Date.now().toString(36)}`;
  const title = `Le Mystère ${word}`;

  const { context, page, errors } = await freshTab(browser);
  await signIn(page, seller.email, seller.password);
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await dashboardMenu(page).getByRole('link', { name: 'My product' }).click();
  await page.getByRole('button', { name: `Edit ${book.productName}` }).click();
  const form = page.getByRole('form', { name: `Edit ${book.productName}` });
  await form.getByLabel('Book name').fill(title);
  await form.getByLabel('Price (৳)').fill('275');
  // Another photo, made the cover.
  const picker = await choosePhotos(page, form, ['book-front-gps.jpg']);
  await picker.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await form.getByRole('radio', { name: 'Excellent' }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await toast(page, SUCCESS.productUpdated);
  await page.getByRole('article', { name: title }).getByText('৳275').waitFor();

  await searchFromNavbar(page, word.toUpperCase().replace('É', 'E'));
  const card = page.getByRole('article', { name: title });
  await card.getByText('Excellent').waitFor();
  const cover = await card.getByRole('img', { name: `Cover of ${title}` }).getAttribute('src');
  expect(cover).toMatch(/^\/api\/photos\/[0-9a-f]{32}\/\d+$/);
  expect(cover).not.toContain(photo);
  await page.getByRole('status').getByText('1 book found').waitFor();
  expect(await page.getByRole('article').count()).toBe(1);

  expectNoErrors(errors);
  await context.close();
});

it('a buyer finds a seeded book by a word typed with accents, and a sorted, filtered shelf survives reload and Back', async () => {
  const { context, page, errors } = await freshTab(browser);
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);

  await searchFromNavbar(page, 'DRÁCULA');
  await page.getByRole('article', { name: 'Dracula' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Books matching “DRÁCULA”' }).waitFor();

  await page.goto('/categories/horror');
  await page.getByRole('heading', { level: 1, name: 'Horror' }).waitFor();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.evaluate((element) => element.setAttribute('data-before-sort', ''));
  await chooseOption(page, sort, 'Price: low to high');
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
  // The sorted books are in, and the controls stayed as they were, with the keyboard's focus: a
  // menu opened meanwhile stays open.
  await sort.filter({ hasText: 'Price: low to high' }).waitFor();
  expect(
    await sort.evaluate((element) => element.hasAttribute('data-before-sort') && element === document.activeElement),
  ).toBe(true);
  await chooseOption(page, page.getByRole('combobox', { name: 'Condition' }), 'Good');
  await page.waitForURL((url) => url.searchParams.get('condition') === 'Good');
  // The Picture of Dorian Gray (৳200) before Dracula (৳250), and no book in another condition. Low
  // to high, so the other journeys' Good books (৳350) listed meanwhile never push them off the page.
  const expectGoodByPrice = async () => {
    await page.getByRole('article', { name: 'Frankenstein' }).waitFor({ state: 'detached' });
    const order = await cardOrder(page);
    expect(order.indexOf('book-dorian-gray')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('book-dorian-gray')).toBeLessThan(order.indexOf('book-dracula'));
    await expect(page.getByRole('combobox', { name: 'Sort by' }).textContent()).resolves.toBe('Price: low to high');
    await expect(page.getByRole('combobox', { name: 'Condition' }).textContent()).resolves.toBe('Good');
  };
  await expectGoodByPrice();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Horror' }).waitFor();
  await expectGoodByPrice();

  await chooseOption(page, page.getByRole('combobox', { name: 'Condition' }), 'Excellent');
  await page.getByRole('article', { name: 'Frankenstein' }).waitFor();
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get('condition') === 'Good');
  await expectGoodByPrice();

  expectNoErrors(errors);
  await context.close();
});
