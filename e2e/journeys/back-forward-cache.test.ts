// Phones keep a page left for another frozen in the back/forward cache (Playwright turns that
// cache off; this journey's browser has it). A page of the app frozen while Firestore creates its
// offline cache must not keep the next page from it.
import { DEMO_ACCOUNTS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../support/accounts';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ backForwardCache: true });
});
afterAll(() => browser?.close());

const HELD = 'e2e:cache-creation-held';
const FIRESTORE_CACHE = 'firestore/[DEFAULT]/demo-reshelf/main';

/**
 * The first page of the tab to create Firestore's cache never finishes creating it: its upgrade
 * stays open, as every creation does for a moment (longer on a slow phone). Later pages create
 * theirs as usual.
 */
function holdFirstCacheCreation({ held, cache }: { held: string; cache: string }) {
  if (sessionStorage.getItem(held)) return;
  const create = IDBDatabase.prototype.createObjectStore;
  IDBDatabase.prototype.createObjectStore = function (this: IDBDatabase, ...args) {
    const store = create.apply(this, args);
    if (this.name === cache && !sessionStorage.getItem(held)) {
      sessionStorage.setItem(held, '1');
      const again = () => {
        store.count().onsuccess = again;
      };
      again();
    }
    return store;
  };
}

it('opens a category after leaving a page in the middle of creating the offline cache', async () => {
  const { context, page, errors } = await freshTab(browser, { width: 412, height: 823 });
  await context.addInitScript(holdFirstCacheCreation, { held: HELD, cache: FIRESTORE_CACHE });
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  await page.waitForFunction((held) => sessionStorage.getItem(held) !== null, HELD);
  // A link the app did not take over, or a typed address: the page goes to the back/forward cache.
  await page.goto('/categories/horror');
  await expect.poll(() => page.locator('main a[href^="/books/"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expectNoErrors(errors);
  await context.close();
});
