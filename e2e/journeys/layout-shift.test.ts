// Issue 36's layout-shift budget: a returning reader's category page, book page and My orders, and
// a seller's orders, keep still while they start (CLS at most 0.05, on a phone's width, in English
// and Bangla). The reader comes back with the service worker, the device's cache and the session
// of an earlier visit, and the Firestore connection takes a few seconds to open, as on a busy phone
// on a slow network: the page shows what the device saved meanwhile, and nothing above it may come
// and go (a notice, say, that calls the reader offline) or shove it down.
import { OFFLINE, type Language } from '@reshelf/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../domain/src/demo';
import { signIn } from '../support/accounts';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { say } from '../support/language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BUDGET = 0.05;
/** How long the Firestore connection takes to open: more than the offline notice's 2 s grace. */
const CONNECTING_MS = 4_000;
const LISTEN = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift a page of the context makes without input, with what moved. */
async function recordShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (s) => `${describe(s.node)} y ${Math.round(s.previousRect.y)} → ${Math.round(s.currentRect.y)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/**
 * After `slow()`, holds the Firestore connection's requests back for CONNECTING_MS from the first
 * one (which a reloaded page may make seconds late, once the last one's hold on the cache ends);
 * `slow()` resolves when they go on.
 */
async function slowConnection(context: BrowserContext) {
  let opened: (() => void) | undefined;
  let opensAt = 0;
  await context.route(LISTEN, async (route) => {
    const first = opened;
    if (first) {
      opened = undefined;
      opensAt = Date.now() + CONNECTING_MS;
    }
    const wait = opensAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await route.continue().catch(() => undefined);
    first?.();
  });
  return {
    slow: () => new Promise<void>((resolve) => (opened = resolve)),
  };
}

/** The page's content: its heading, and no spinner or skeleton left. */
function shown(page: Page) {
  return page.waitForFunction(
    () =>
      document.querySelector('main h1') !== null &&
      document.querySelector('main [role="progressbar"], main .MuiSkeleton-root') === null,
  );
}

/**
 * Opens `path` once, then again as a returning reader over a connection that opens slowly, and
 * returns the second visit's layout shifts, once Firestore has answered and the page has settled.
 */
async function returningShifts(page: Page, connection: { slow: () => Promise<void> }, path: string) {
  await page.goto(path);
  await shown(page);
  const opened = connection.slow();
  await page.reload();
  await shown(page);
  await opened;
  // Firestore has answered: nothing is marked as saved on the device, and no notice is up.
  await page.getByText(say(page, OFFLINE.stale)).first().waitFor({ state: 'hidden' });
  await page
    .getByRole('status')
    .filter({ hasText: say(page, OFFLINE.notice) })
    .waitFor({ state: 'hidden' });
  // Shifts are reported after the frame that made them.
  return page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    return (window as unknown as { shifts: Shift[] }).shifts;
  });
}

const cls = (shifts: Shift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

/** Every page within the budget; a failure names each shift and what moved. */
function expectStill(pages: Record<string, Shift[]>) {
  for (const [name, shifts] of Object.entries(pages))
    expect.soft(cls(shifts), `${name}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(BUDGET);
}

async function returningReader(account: 'buyer' | 'seller', width: number, language: Language) {
  const tab = await freshTab(browser, { width, height: 823, serviceWorkers: 'allow', language });
  await recordShifts(tab.context);
  const connection = await slowConnection(tab.context);
  const { email, password } = DEMO_ACCOUNTS[account];
  await signIn(tab.page, email, password);
  return { ...tab, connection };
}

it('a returning buyer’s category, book and My orders keep still while the connection opens (412 px, English)', async () => {
  const { context, page, errors, connection } = await returningReader('buyer', 412, 'en');
  // Horror's seeded books under ৳250 only: the other journeys list their books there meanwhile
  // (at ৳350 and more), and a card the server's answer adds or takes away moves the others.
  const category = await returningShifts(page, connection, '/categories/horror?max=250');
  const book = await page.locator('main article a[href^="/books/"]').first().getAttribute('href');
  const bookPage = await returningShifts(page, connection, book!);
  const myOrders = await returningShifts(page, connection, '/dashboard/myOrders');
  expectStill({ category, bookPage, myOrders });
  expectNoErrors(errors);
  await context.close();
});

it('a returning seller’s orders keep still while the connection opens (360 px, Bangla)', async () => {
  const { context, page, errors, connection } = await returningReader('seller', 360, 'bn');
  const sellerOrders = await returningShifts(page, connection, '/dashboard/sellerOrders');
  expectStill({ sellerOrders });
  expectNoErrors(errors);
  await context.close();
});

it('a book page opened afresh starts at its top, not at the depth the shelf was scrolled to', async () => {
  const { context, page, errors } = await returningReader('buyer', 412, 'en');
  // The seeded books only: other journeys list, edit and delete books there meanwhile, and a book
  // whose photos went since the shelf drew asks for them in vain (a 404 in a CI run).
  await page.goto('/categories/horror?max=250');
  await shown(page);
  const books = page.locator('main article a[href^="/books/"]');
  const [first, last] = [await books.first().getAttribute('href'), await books.last().getAttribute('href')];
  await books.last().scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  // A tap on the shelf, then another book opened as a new page in the same tab.
  await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`main a[href="${href}"]`)!.click(), last);
  await page.locator('#book-title').waitFor();
  await page.goto(first!);
  await shown(page);
  await page.locator('#book-title').waitFor();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  expectStill({ bookPage: await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts) });
  expectNoErrors(errors);
  await context.close();
});

it('Back from a book puts the shelf where it was left', async () => {
  const { context, page, errors } = await returningReader('buyer', 412, 'en');
  await page.goto('/categories/horror');
  await shown(page);
  const books = page.locator('main article a[href^="/books/"]');
  await books.last().scrollIntoViewIfNeeded();
  const depth = await page.evaluate(() => scrollY);
  expect(depth).toBeGreaterThan(0);
  await books.last().click();
  await page.locator('#book-title').waitFor();
  await page.goBack();
  // The router puts the page back at its depth only if every card is there as the shelf draws
  // (docs/performance.md, "The first row first": a grid that drew its first row first came back short).
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(depth);
  expectNoErrors(errors);
  await context.close();
});
