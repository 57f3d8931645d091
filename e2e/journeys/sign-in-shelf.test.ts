// A reader who signs in on their way to a category sees its first books from one read over HTTP,
// made as soon as Auth has them, before Firestore's live channel (which opens again for the new
// user, a round trip before its first answer) has said anything; the live query then takes over
// with the same books (issue 36: sign-in to the first book).
import { BOOKS_PAGE_SIZE, DEMO_ACCOUNTS, QUERIES, readBookView } from '@reshelf/domain';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { submitLogin } from '../support/accounts';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LIVE_CHANNEL = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;
const RUN_QUERY = /\/documents:runQuery/;
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
