// A book's page the reader saw before, on a shelf or itself, draws its cover and title at once,
// from what the browser kept of it, while Auth checks the saved session and Firestore reads the
// listing (issue 36: a returning buyer's book page); logging out forgets what was seen, so the
// next person on a shared phone sees nothing of it.
import { DEMO_ACCOUNTS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, signOut } from '../support/accounts';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { say } from '../support/language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LOOKUP = /\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/;
const SEEN_LISTINGS_KEY = 'reshelf:seen-listings';

it('a book seen on a shelf opens with its cover and title before the session is checked; logging out forgets it', async () => {
  const { context, page, errors } = await freshTab(browser, { serviceWorkers: 'allow' });
  await signIn(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  // The seeded books only: other journeys list and delete books in Horror meanwhile.
  await page.goto('/categories/horror?max=250');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!;
  const href = (await card.getByRole('link', { name }).getAttribute('href'))!;
  // Kept once the browser is idle after the shelf has drawn.
  const id = href.replace('/books/', '');
  await page.waitForFunction(
    ({ key, book }) => (JSON.parse(localStorage.getItem(key) ?? '[]') as [string][]).some(([seen]) => seen === book),
    { key: SEEN_LISTINGS_KEY, book: id },
  );

  // Auth's check of the saved session, held back: nothing of the listing can be read meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(LOOKUP, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(href);
  const article = page.getByRole('article', { name });
  await article.getByRole('heading', { level: 1, name }).waitFor();
  const cover = article.getByRole('img', { name: say(page, { key: 'books.card.cover', values: { name } }) });
  await cover.evaluate((img: HTMLImageElement) => img.decode());
  expect(await article.getAttribute('aria-busy')).toBe('true');
  expect(await article.getByRole('progressbar', { name: say(page, 'routes.book.loading') }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: say(page, 'books.card.orderNow') }).count()).toBe(0);
  // The boot script asked for the cover before the app had started.
  const coverRequests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/photos/'))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(coverRequests).toEqual(['link']);

  release();
  await page.getByRole('button', { name: say(page, { key: 'books.card.orderNowLabel', values: { name } }) }).waitFor();
  expect(await article.getAttribute('aria-busy')).toBeNull();

  await signOut(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), SEEN_LISTINGS_KEY)).toBeNull();
  expectNoErrors(errors);
  await context.close();
});
