// A reader who signs in on their way to a category sees its first books from one read over HTTP,
// made as soon as Auth has them, before Firestore's live channel (which opens again for the new
// user, a round trip before its first answer) has said anything; the live query then takes over
// with the same books. An account whose token carries its role goes there before the server's
// accessToken has come, and what the API is asked meanwhile waits for it (issue 36: sign-in to
// the first book).
import { ACCESS_TOKEN_KEY, BOOKS_PAGE_SIZE, DEMO_ACCOUNTS, QUERIES, readBookView } from '@reshelf/domain';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, submitLogin, toast } from '../support/accounts';
import { createAccount } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { say } from '../support/language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LIVE_CHANNEL = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;
const RUN_QUERY = /\/documents:runQuery/;
const JWT = /\/api\/jwt\?/;
const SAVED_BOOKS = /\/api\/saved\/books\//;
/** Firestore's REST query, as much of it as the test reads. */
interface RestQuery {
  orderBy: { field: { fieldPath: string }; direction: string }[];
  limit: number | { value: number };
}

it("shows a category's first books after a sign-in before the live channel answers, in the view's order", async () => {
  const { context, page, errors } = await freshTab(browser);
  // The seeded books only, cheapest first: other journeys list and delete books in Horror meanwhile.
  const shelf = '/categories/horror?max=250';
  await page.goto(shelf);
  await page.waitForURL((url) => url.pathname === '/login');

  const reads: { orderBy: string[]; limit: number }[] = [];
  page.on('request', (request) => {
    if (!RUN_QUERY.test(request.url())) return;
    const { structuredQuery: query } = request.postDataJSON() as { structuredQuery: RestQuery };
    reads.push({
      orderBy: query.orderBy.map(({ field, direction }) => `${field.fieldPath} ${direction}`),
      limit: typeof query.limit === 'number' ? query.limit : query.limit.value,
    });
  });
  const held: Route[] = [];
  await page.route(LIVE_CHANNEL, (route) => void held.push(route));

  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  await page.waitForURL((url) => url.pathname + url.search === shelf);
  const titles = page.locator('main article h2');
  await titles.first().waitFor();
  const read = await titles.allTextContents();
  expect(read.length).toBeGreaterThan(1);
  // The shelf's own query (the view's order first), and one document more than a page, which
  // tells whether there is a next one.
  const { orderBy } = QUERIES.books(
    { categoryId: 'horror' },
    readBookView((name) => (name === 'max' ? '250' : null)),
  );
  expect(reads).toHaveLength(1);
  expect(reads[0]!.orderBy.slice(0, orderBy.length)).toEqual(
    orderBy.map(([field, direction]) => `${field} ${direction === 'asc' ? 'ASCENDING' : 'DESCENDING'}`),
  );
  expect(reads[0]!.limit).toBe(BOOKS_PAGE_SIZE + 1);
  expect(held.length).toBeGreaterThan(0);

  // The live channel's stream then opens, and its answer keeps the books the read showed.
  const stream = page.waitForResponse((res) => LIVE_CHANNEL.test(res.url()) && res.request().method() === 'GET');
  await page.unroute(LIVE_CHANNEL);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await stream;
  await page.waitForTimeout(1000);
  expect(await titles.allTextContents()).toEqual(read);
  expect(reads).toHaveLength(1);
  expectNoErrors(errors);
  await context.close();
});

it("goes on to the shelf before the server's accessToken has come; a heart pressed meanwhile waits for it", async () => {
  const buyer = await createAccount(newPerson('Buyer', 'early'));
  const { context, page, errors } = await freshTab(browser);
  const shelf = '/categories/horror?max=250';
  await page.goto(shelf);
  await page.waitForURL((url) => url.pathname === '/login');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(JWT, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const saves: string[] = [];
  page.on('request', (request) => {
    if (SAVED_BOOKS.test(request.url())) saves.push(request.method());
  });

  await submitLogin(page, buyer.email, buyer.password);
  await page.waitForURL((url) => url.pathname + url.search === shelf);
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
  await card.getByRole('button', { name: say(page, { key: 'saved.heart.save', values: { name } }) }).click();
  await page.waitForTimeout(500);
  expect(saves).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();

  release();
  await toast(page, 'saved.toast.saved');
  expect(saves).toEqual(['PUT']);
  expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeTruthy();
  expectNoErrors(errors);
  await context.close();
});
