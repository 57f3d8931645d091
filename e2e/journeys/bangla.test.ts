// Journey 14: a reader whose browser speaks Bangla (bn-BD) meets Reshelf in Bangla: Bangla digits
// with lakh and crore grouping in the Bengali font, the switch to English remembered over the
// browser's language, a Bangla listing found by a typed beginning, the API's refusal in Bangla,
// a signed-in choice that follows the person to another browser, and the public pages prerendered
// in Bangla, from Hosting and from the service worker.
import { ERROR, formatCount, formatPrice, STATS } from '@reshelf/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, submitLogin, toast } from '../support/accounts';
import { addProduct, bookFor, bookProduct, createAccount } from '../support/api';
import { expectNoErrors, freshTab, holdApp, hydrated, launchBrowser, type ExpectedError } from '../support/browser';
import { reader } from '../support/language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const bn = reader('bn');
const en = reader('en');
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const titled = (page: Page, title: string) => page.waitForFunction((t) => document.title === t, title);
const languageSwitch = (page: Page, label: string) => page.getByRole('banner').getByRole('group', { name: label });

it('a bn-BD browser reads Home in Bangla, in the Bengali font, until it switches to English, which stays', async () => {
  const { context, page, errors } = await freshTab(browser, { language: 'bn' });
  await page.goto('/');
  await titled(page, bn('pages.home.title'));
  expect(await lang(page)).toBe('bn');
  // The spec's 21423231212 in Bangla digits, grouped by lakh and crore.
  expect(formatCount(STATS[0].value, 'bn')).toBe('২১,৪২,৩২,৩১,২১২');
  const stat = page.getByText(formatCount(STATS[0].value, 'bn'), { exact: true });
  await stat.waitFor();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'বই'))).toBe(true);
  expect(await stat.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Noto Sans Bengali');

  // Prerendered in Bangla: the switch works once the page has hydrated.
  await (
    await hydrated(languageSwitch(page, bn('app.language.label')).getByRole('button', { name: 'English' }))
  ).click();
  await titled(page, en('pages.home.title'));
  expect(await lang(page)).toBe('en');
  await page.getByText(formatCount(STATS[0].value, 'en'), { exact: true }).waitFor();

  // Remembered in this browser, over the browser's own language; and back to Bangla.
  await page.reload();
  await titled(page, en('pages.home.title'));
  expect(await lang(page)).toBe('en');
  // In English the Bengali font is not fetched; the switch's "বাংলা" has a face of its own.
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() => {
    const loaded: string[] = [];
    document.fonts.forEach((f) => void (f.status === 'loaded' && loaded.push(f.family.replaceAll('"', ''))));
    return loaded;
  });
  expect(faces).toContain('Reshelf Bangla Name');
  expect(faces).not.toContain('Noto Sans Bengali');
  // English is prerendered: the switch works once the page has hydrated.
  const bangla = languageSwitch(page, en('app.language.label')).getByRole('button', { name: 'বাংলা' });
  await (await hydrated(bangla)).click();
  await titled(page, bn('pages.home.title'));
  expect(await lang(page)).toBe('bn');
  expectNoErrors(errors);
  await context.close();
});

/** Keeps the page's first prerendered node, as parsed: hydration keeps it, a fresh render replaces it. */
const keepFirstNode = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as { prerendered?: Element | null }).prerendered = document.querySelector('#root > *');
    }),
  );
const hydratedInPlace = (page: Page) =>
  page.evaluate(() => (window as { prerendered?: Element | null }).prerendered?.isConnected === true);

it("a Bangla reader's public pages come prerendered in Bangla and hydrate in place; a switch to English is served in English", async () => {
  const notFound: ExpectedError = ({ text, url }) => /status of 404/.test(text) && url.endsWith('/no/such/page');
  const { context, page, errors } = await freshTab(browser, { language: 'bn', expected: [notFound] });
  await keepFirstNode(page);
  for (const [path, name] of [
    ['/login', 'login'],
    ['/blog', 'blog'],
    ['/', 'home'],
  ] as const) {
    const html = await (await page.goto(path))!.text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain(`<title>${bn(`pages.${name}.title`)}</title>`);
    expect(html).toContain('<style data-fonts="bn">');
    await hydrated(languageSwitch(page, bn('app.language.label')).getByRole('button', { name: 'English' }));
    expect(await hydratedInPlace(page), path).toBe(true);
  }
  // The error page, status 404, in Bangla too.
  const missing = await page.goto('/no/such/page');
  expect(missing!.status()).toBe(404);
  expect(await missing!.text()).toContain(`<title>${bn('pages.notFound.title')}</title>`);

  // Hosting follows the switch (its cookie) over the browser's Accept-Language.
  await page.goto('/');
  await (
    await hydrated(languageSwitch(page, bn('app.language.label')).getByRole('button', { name: 'English' }))
  ).click();
  await titled(page, en('pages.home.title'));
  const html = await (await page.goto('/login'))!.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain(`<title>${en('pages.login.title')}</title>`);
  await hydrated(languageSwitch(page, en('app.language.label')).getByRole('button', { name: 'বাংলা' }));
  expect(await hydratedInPlace(page)).toBe(true);
  expectNoErrors(errors);
  await context.close();
});

it('the switch of a page whose script has not arrived yet reloads it in the other language, and the app then hydrates it', async () => {
  const { context, page, errors } = await freshTab(browser, { language: 'bn' });
  await keepFirstNode(page);
  const release = await holdApp(page);
  await page.goto('/login');
  expect(await lang(page)).toBe('bn');
  await languageSwitch(page, bn('app.language.label')).getByRole('button', { name: 'English' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await titled(page, en('pages.login.title'));
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.language)).toBe('en');
  release();
  await hydrated(languageSwitch(page, en('app.language.label')).getByRole('button', { name: 'বাংলা' }));
  expect(await hydratedInPlace(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('reshelf:language'))).toBe('en');
  expectNoErrors(errors);
  await context.close();
});

it("once installed, the service worker serves the reader's language too, and follows the switch", async () => {
  const { context, page, errors } = await freshTab(browser, { language: 'bn', serviceWorkers: 'allow' });
  await keepFirstNode(page);
  await page.goto('/');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const login = (await page.goto('/login'))!;
  expect(login.fromServiceWorker()).toBe(true);
  expect(await login.text()).toContain('<html lang="bn">');
  const english = languageSwitch(page, bn('app.language.label')).getByRole('button', { name: 'English' });
  await (await hydrated(english)).click();
  expect(await hydratedInPlace(page)).toBe(true);
  await titled(page, en('pages.login.title'));
  const blog = (await page.goto('/blog'))!;
  expect(blog.fromServiceWorker()).toBe(true);
  expect(await blog.text()).toContain('<html lang="en">');
  await hydrated(languageSwitch(page, en('app.language.label')).getByRole('button', { name: 'বাংলা' }));
  expect(await hydratedInPlace(page)).toBe(true);
  expectNoErrors(errors);
  await context.close();
});

it("a Bangla buyer's category page comes prerendered in Bangla and hydrates in place; a Bangla listing is found by the beginning of its author, its price in Bangla digits", async () => {
  const seller = await createAccount(newPerson('Seller'));
  const book = {
    ...bookFor('bangla'),
    productName: `আরণ্যক ${Date.now().toString(36)}`,
    author: 'বিভূতিভূষণ বন্দ্যোপাধ্যায়',
    price: '1250',
  };
  await addProduct(seller, book);
  const buyer = await createAccount(newPerson('Buyer'));

  const { context, page, errors } = await freshTab(browser, { language: 'bn' });
  await keepFirstNode(page);
  await signIn(page, buyer.email, buyer.password);
  const category = (await page.goto('/categories/horror'))!;
  expect(await category.text()).toContain('<html lang="bn">');
  // The name comes with the books, so the app has run.
  await page.getByRole('heading', { level: 1, name: bn('terms.category.horror') }).waitFor();
  expect(await hydratedInPlace(page)).toBe(true);
  // "বিভূতি" ends between two letters of "বিভূতিভূষণ", not inside one.
  await page.goto(`/search?q=${encodeURIComponent('বিভূতি')}`);
  const card = page.getByRole('article', { name: book.productName });
  expect(formatPrice(1250, 'bn')).toBe('৳১,২৫০');
  await card.getByText(formatPrice(1250, 'bn')).waitFor();
  expectNoErrors(errors);
  await context.close();
});

it("a Bangla buyer who loses a book to someone faster reads the API's refusal in Bangla", async () => {
  const seller = await createAccount(newPerson('Seller'));
  const book = bookFor('bangla taken');
  const id = await addProduct(seller, book);
  const [buyer, faster] = await Promise.all([createAccount(newPerson('Buyer')), createAccount(newPerson('Buyer'))]);

  // The API answers the late booking with 409: Chromium logs the failed request, the app its error.
  const refused: ExpectedError = ({ text, url }) =>
    (/status of 409/.test(text) && url.endsWith('/api/orders')) || text.startsWith('API POST /orders failed:');
  const { context, page, errors } = await freshTab(browser, { language: 'bn', expected: [refused] });
  await signIn(page, buyer.email, buyer.password, { at: `/books/${id}` });
  await page.getByRole('button', { name: bn('books.card.orderNowLabel', { name: book.productName }) }).click();
  const modal = page.getByRole('dialog', { name: book.productName });
  await modal.getByLabel(bn('booking.order.phone')).waitFor();
  await bookProduct(faster, id);
  await modal.getByRole('button', { name: bn('booking.order.submit') }).click();
  await toast(page, ERROR.bookUnavailable);
  expectNoErrors(errors);
  await context.close();
});

it('a signed-in choice of Bangla follows the person to another browser', async () => {
  const person = await createAccount(newPerson('Buyer'));
  const first = await freshTab(browser);
  await signIn(first.page, person.email, person.password);
  await first.page.goto('/');
  const bangla = languageSwitch(first.page, en('app.language.label')).getByRole('button', { name: 'বাংলা' });
  const saved = first.page.waitForResponse((r) => r.url().endsWith('/api/user/language') && r.ok());
  await (await hydrated(bangla)).click();
  await saved;
  expectNoErrors(first.errors);
  await first.context.close();

  // Another browser, set to English, signs in and turns to Bangla.
  const second = await freshTab(browser);
  await second.page.goto('/login');
  await submitLogin(second.page, person.email, person.password);
  await second.page.waitForURL((url) => url.pathname !== '/login');
  await second.page.waitForFunction(() => document.documentElement.lang === 'bn');
  await languageSwitch(second.page, bn('app.language.label')).locator('[lang="bn"][aria-pressed="true"]').waitFor();
  expectNoErrors(second.errors);
  await second.context.close();
});
