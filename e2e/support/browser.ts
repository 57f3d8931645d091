import { fileURLToPath } from 'node:url';
import type { Language } from '@reshelf/domain';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { BROWSER_LOCALE, setLanguage } from './language';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:5000';

/** Photos a journey lists, as a seller's phone would have them (one carries EXIF GPS). */
export const photoFixture = (file: 'book-front-gps.jpg' | 'book-back.jpg') =>
  fileURLToPath(new URL(`../fixtures/${file}`, import.meta.url));

/** Action and wait limits: generous, because a cold emulated function can take seconds. */
const TIMEOUT = { action: 20_000, navigation: 30_000 } as const;

function chromiumPath() {
  const path = findChromium();
  if (!path) throw new Error('Chromium is needed: install the "chromium" package, or set CHROMIUM_PATH.');
  return path;
}

/**
 * Debian's Chromium with the flags this closed network needs (DESIGN.md); never a downloaded one.
 * Playwright turns the back/forward cache off; `backForwardCache` leaves it on, as phones have it.
 */
export function launchBrowser({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : [],
    args: [...CHROMIUM_FLAGS],
  });
}

/**
 * A browser with its profile in `dir`, as a person's is: what Chromium keeps only on disk (its
 * compiled code) then exists, which a test's context, kept in memory, never has.
 */
export async function launchProfile(dir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
  });
  context.setDefaultTimeout(TIMEOUT.action);
  context.setDefaultNavigationTimeout(TIMEOUT.navigation);
  return context;
}

/** A console error a test expects, by its text and the resource or script it names. */
export type ExpectedError = (message: { text: string; url: string }) => boolean;

/**
 * Chromium logs every failed request as a console error. A wrong password is one the app
 * handles: the Auth emulator answers it with HTTP 400 and the page shows its own message.
 */
export const authRejection: ExpectedError = ({ text, url }) =>
  /status of 400/.test(text) && /:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword/.test(url);

/**
 * Before it sends a phone code the Auth SDK asks for the project's reCAPTCHA Enterprise config,
 * which the Auth emulator does not implement (501); the SDK then uses its stand-in verifier.
 */
export const recaptchaConfigMissing: ExpectedError = ({ text, url }) =>
  /status of 501/.test(text) && /:9099\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig/.test(url);

/**
 * When its connection fails, the Firestore SDK loads an image from www.google.com to tell a dead
 * network from a dead backend. No machine here reaches it; how it fails depends on the machine.
 */
export const firestoreProbe: ExpectedError = ({ text, url }) =>
  /net::ERR_/.test(text) && url.startsWith('https://www.google.com/images/cleardot.gif');

/**
 * Hosting answers a path no route has with the error page and status 404, which Chromium logs as
 * a failed request: a page's address, not an asset or an API call.
 */
export const pageNotFound: ExpectedError = ({ text, url }) => {
  const { pathname } = new URL(url);
  return /status of 404/.test(text) && !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname);
};

/**
 * Under load the Firestore emulator drops a Listen or Write channel's session and answers its next
 * request 400 (firebase-js-sdk#6181, left unfixed for the emulator); the SDK opens a new channel,
 * so what the page shows is checked by the journey itself. Every tab expects it.
 */
const emulatorChannelDropped: ExpectedError = ({ text, url }) =>
  /status of 400/.test(text) && /:8080\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/.test(url);

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of every page of the context, but the expected ones. */
  errors: string[];
}

/** Collects a page's console errors and uncaught exceptions into `errors`. */
export function collectErrors(page: Page, errors: string[], expected: ExpectedError[] = []) {
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const message = { text: m.text(), url: m.location().url };
    if (![emulatorChannelDropped, ...expected].some((e) => e(message)))
      errors.push(`${page.url()}: ${message.text} (${message.url})`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: uncaught ${e.name}: ${e.message}`));
}

/** Fails with every collected error in the message, so a JSON report shows them too. */
export function expectNoErrors(errors: string[]) {
  expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]);
}

/**
 * A fresh browser context (no cookies, no storage: a newcomer) with one page. Without the service
 * worker unless asked (journeys/installable.test.ts): context.route never sees what a worker
 * fetches, and journeys that cut the network off route it.
 */
export async function freshTab(
  browser: Browser,
  {
    width = 1280,
    height = 800,
    expected = [] as ExpectedError[],
    serviceWorkers = 'block' as 'allow' | 'block',
    // The browser's language (navigator.languages and Accept-Language), which the app follows.
    language = 'en' as Language,
  } = {},
): Promise<Tab> {
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: BASE_URL,
    serviceWorkers,
    locale: BROWSER_LOCALE[language],
  });
  setLanguage(context, language);
  context.setDefaultTimeout(TIMEOUT.action);
  context.setDefaultNavigationTimeout(TIMEOUT.navigation);
  const errors: string[] = [];
  context.on('page', (p) => collectErrors(p, errors, expected));
  const page = await context.newPage();
  return { context, page, errors };
}

/**
 * Starts a prerendered page's app as a reader does by reaching for the page (a key here): until
 * then it shows what needs no JavaScript (web/src/boot/page-boot.ts).
 */
export async function reachFor(page: Page) {
  await page.keyboard.press('Shift');
}

/**
 * Holds back the app's entry script, as on a slow phone before it has arrived; the page's first
 * script starts once the returned function is called.
 */
export async function holdApp(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    // A reload or a navigation cancels the held request.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Waits until the page shows its content: a top heading, no spinner or skeleton, and every
 * image that is not lazily loaded in, so an axe run or a screenshot sees what a person would
 * once they have reached for the page.
 */
export async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await reachFor(page);
  await page.waitForFunction(
    () =>
      document.querySelector('[role="progressbar"], .MuiSkeleton-root') === null &&
      Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );
}

/**
 * Moves the running app to `path` as a tap on one of its links does: the router follows the
 * history, with no reload. Resolves once the page's first heading is a new one, the route's own.
 * A signed-in page reloaded with page.goto starts the whole app again (about 1.4 s here).
 */
export async function navigateInApp(page: Page, path: string) {
  const before = await page.locator('h1').first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page
    .waitForFunction((old) => {
      const heading = document.querySelector('h1');
      return heading !== null && heading !== old;
    }, before)
    .catch(async (e: Error) => {
      const headings = await page.locator('h1').allTextContents();
      throw new Error(
        `In-app move to ${path} showed no new page (at ${page.url()}, headings ${headings}): ${e.message}`,
      );
    });
}

/**
 * Starts the page's app and waits until React has taken over the element, for a check of what
 * the app does with it.
 */
export async function hydrated(target: Locator) {
  await target.waitFor();
  await reachFor(target.page());
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const owned = () => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
        const check = () => (owned() ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
  return target;
}
