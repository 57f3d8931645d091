// Reading on a flaky connection. With Firestore and the API cut off (Playwright request routing),
// a category page, a book page, My orders and the seller's orders say that Reshelf cannot be
// reached, or show what the device saved marked as possibly out of date (never "not found" or
// "no orders"), with one offline notice; once the hosts are back,
// each fills in by itself within 10 s, without a reload. A page seen before opens from the
// device's cache, marked as possibly out of date, and signing out clears that cache.
import { OFFLINE } from '@reshelf/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../test/support/text';
import { newPerson, signIn, signOut } from '../support/accounts';
import { addProduct, bookFor, bookProduct, createAccount } from '../support/api';
import { expectNoErrors, firestoreProbe, freshTab, launchBrowser, type ExpectedError } from '../support/browser';
import { screenshot } from '../support/screenshot';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Healing must take at most this long once the hosts answer again. */
const HEAL_MS = 10_000;
const FIRESTORE = 'http://localhost:8080/**';
const API = '**/api/**';

/** What a cut connection logs: the refused requests, the SDK's warnings, and the API client's lines. */
const cutOff: ExpectedError = ({ text, url }) =>
  (/net::ERR_FAILED|ERR_INTERNET_DISCONNECTED/.test(text) && /:8080\/|\/api\//.test(url)) ||
  firestoreProbe({ text, url }) ||
  text.includes('@firebase/firestore') ||
  /^API \w+ \S+ failed:/.test(text);

/** Cuts Firestore and the API off, as a dropped mobile connection would; returns the restore. */
async function cut(context: BrowserContext) {
  await context.route(FIRESTORE, (route) => route.abort('internetdisconnected'));
  await context.route(API, (route) => route.abort('internetdisconnected'));
  return async () => {
    await context.unroute(FIRESTORE);
    await context.unroute(API);
  };
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: text(OFFLINE.notice) });

/**
 * While cut: the region says Reshelf cannot be reached, or shows what the device saved marked as
 * possibly out of date (a seller's navbar may have cached the booking already), never `notFound`;
 * and one offline notice.
 */
async function expectHonest(page: Page, what: string, notFound: RegExp) {
  await page
    .getByText(text({ key: OFFLINE.unreachable, values: { what } }))
    .or(page.getByText(text(OFFLINE.stale)))
    .waitFor();
  await notice(page).waitFor();
  await expect(page.getByText(notFound).count()).resolves.toBe(0);
  await expect(notice(page).count()).resolves.toBe(1);
}

/** After the restore: `shown` appears and the notice goes, within HEAL_MS and without a reload. */
async function expectHealed(page: Page, shown: ReturnType<Page['getByRole']>) {
  const marker = await page.evaluate(() => ((window as unknown as { healTest: number }).healTest = Date.now()));
  await shown.first().waitFor({ timeout: HEAL_MS });
  await notice(page).waitFor({ state: 'detached', timeout: HEAL_MS });
  // The same document: nothing reloaded it.
  await expect(page.evaluate(() => (window as unknown as { healTest?: number }).healTest)).resolves.toBe(marker);
}

it('every page says Reshelf cannot be reached while cut off, and fills in by itself when it is back', async () => {
  const seller = await createAccount(newPerson('Seller'));
  const booked = bookFor('offline booked');
  const other = bookFor('offline other');
  // On a shelf the buyer never opens, so the device has no copy of it.
  const unseen = bookFor('offline unseen', 'Historical fiction');
  const bookedId = await addProduct(seller, booked);
  await addProduct(seller, other);
  const unseenId = await addProduct(seller, unseen);
  const buyer = await createAccount(newPerson('Buyer'));
  await bookProduct(buyer, bookedId);

  const b = await freshTab(browser, { expected: [cutOff] });
  await signIn(b.page, buyer.email, buyer.password);

  // A category page.
  let restore = await cut(b.context);
  await b.page.goto('/categories/horror');
  await expectHonest(b.page, 'the books', /could not find that category|No books on this shelf/);
  await screenshot(b.page, 'offline-category');
  await restore();
  await expectHealed(b.page, b.page.getByRole('link', { name: other.productName }));

  // A book page.
  restore = await cut(b.context);
  await b.page.goto(`/books/${unseenId}`);
  await expectHonest(b.page, 'this book', /could not find that book/);
  await restore();
  await expectHealed(b.page, b.page.getByRole('heading', { level: 1, name: unseen.productName }));

  // My orders.
  restore = await cut(b.context);
  await b.page.goto('/dashboard/myOrders');
  await expectHonest(b.page, 'your orders', /You have no orders yet/);
  await restore();
  await expectHealed(b.page, b.page.getByText(booked.productName));

  // The seller's orders.
  const s = await freshTab(browser, { expected: [cutOff] });
  await signIn(s.page, seller.email, seller.password);
  restore = await cut(s.context);
  await s.page.goto('/dashboard/sellerOrders');
  await expectHonest(s.page, 'the orders for your books', /No bookings yet/);
  await restore();
  await expectHealed(s.page, s.page.getByText(booked.productName));

  await Promise.all([b.context.close(), s.context.close()]);
  expectNoErrors([...b.errors, ...s.errors]);
});

/** Every key in the page's Firestore IndexedDB databases: what the offline cache holds. */
const cachedKeys = (page: Page) =>
  page.evaluate(async () => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const keys: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('firestore/')) continue;
      const db = await open(name);
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const r = db.transaction(store).objectStore(store).getAllKeys();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        keys.push(...all.map((k) => JSON.stringify(k)));
      }
      db.close();
    }
    return keys.join('\n');
  });

it('a page seen before opens from the cache while cut off, and signing out clears the cache', async () => {
  const seller = await createAccount(newPerson('Seller'));
  const book = bookFor('offline cached');
  const bookId = await addProduct(seller, book);
  const buyer = await createAccount(newPerson('Buyer'));

  const { context, page, errors } = await freshTab(browser, { expected: [cutOff] });
  await signIn(page, buyer.email, buyer.password, { at: `/books/${bookId}` });
  await page.getByRole('heading', { level: 1, name: book.productName }).waitFor();

  const restore = await cut(context);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: book.productName }).waitFor();
  await page.getByText(text(OFFLINE.stale)).waitFor();
  await notice(page).waitFor();
  await screenshot(page, 'offline-book-from-cache');
  await restore();
  await page.getByText(text(OFFLINE.stale)).waitFor({ state: 'detached', timeout: HEAL_MS });
  await expect(cachedKeys(page)).resolves.toContain(bookId);

  await signOut(page);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(cachedKeys(page)).resolves.not.toContain(bookId);

  await context.close();
  expectNoErrors(errors);
});
