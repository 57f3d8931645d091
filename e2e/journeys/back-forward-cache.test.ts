// Phones keep a page left for another frozen in the back/forward cache (Playwright turns that
// cache off; this journey's browser has it). A page of the app frozen while Firebase creates its
// IndexedDB stores (Firestore's offline cache, Auth's saved session) must not keep the next page
// from them.
import { DEMO_ACCOUNTS } from '@reshelf/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { expectNoErrors, freshTab, launchBrowser, reachFor } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ backForwardCache: true });
});
afterAll(() => browser?.close());

const HELD = 'e2e:store-creation-held';
const FIRESTORE_CACHE = 'firestore/[DEFAULT]/demo-reshelf/main';
const AUTH_STORE = 'firebaseLocalStorageDb';

/**
 * The first page of the tab to create `database` never finishes creating it: its upgrade stays
 * open, as every creation does for a moment (longer on a slow phone). Later pages create it as usual.
 */
function holdFirstCreation({ held, database }: { held: string; database: string }) {
  if (sessionStorage.getItem(held)) return;
  const create = IDBDatabase.prototype.createObjectStore;
  IDBDatabase.prototype.createObjectStore = function (this: IDBDatabase, ...args) {
    const store = create.apply(this, args);
    if (this.name === database && !sessionStorage.getItem(held)) {
      sessionStorage.setItem(held, '1');
      const again = () => {
        store.count().onsuccess = again;
      };
      again();
    }
    return store;
  };
}

async function holdingFirstCreation(context: BrowserContext, database: string) {
  await context.addInitScript(holdFirstCreation, { held: HELD, database });
  return (page: Page) => page.waitForFunction((held) => sessionStorage.getItem(held) !== null, HELD);
}

it('opens a category after leaving a page in the middle of creating the offline cache', async () => {
  const { context, page, errors } = await freshTab(browser, { width: 412, height: 823 });
  const creating = await holdingFirstCreation(context, FIRESTORE_CACHE);
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  await creating(page);
  // A link the app did not take over, or a typed address: the page goes to the back/forward cache.
  await page.goto('/categories/horror');
  await expect.poll(() => page.locator('main a[href^="/books/"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expectNoErrors(errors);
  await context.close();
});

it('signs in after leaving a page in the middle of creating the saved-session store', async () => {
  const { context, page, errors } = await freshTab(browser, { width: 412, height: 823 });
  const creating = await holdingFirstCreation(context, AUTH_STORE);
  // A newcomer's first page that starts Firebase, left before it is done: the store's first creation.
  await page.goto('/login');
  await reachFor(page);
  await creating(page);
  await page.goto('/signUp');
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  expectNoErrors(errors);
  await context.close();
});
