import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:5000';

/** Action and wait limits: generous, because a cold emulated function can take seconds. */
export const TIMEOUT = { action: 20_000, navigation: 30_000 } as const;

function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
}

/** Debian's Chromium with the flags this closed network needs (DESIGN.md); never a downloaded one. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Console messages that are not the app's fault. Chromium logs every failed request as a
 * console error; these are the ones a test provokes on purpose or the emulators cause.
 */
const KNOWN_NOISE: RegExp[] = [
  // The Auth emulator answers a wrong password with HTTP 400; the page shows its own message.
  /Failed to load resource: the server responded with a status of 400.*/,
];

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of every page of the context, noise removed. */
  errors: string[];
}

/** Collects a page's console errors and uncaught exceptions into `errors`. */
export function collectErrors(page: Page, errors: string[]) {
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if (!KNOWN_NOISE.some((re) => re.test(text))) errors.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: uncaught ${e.name}: ${e.message}`));
}

/** A fresh browser context (no cookies, no storage: a newcomer) with one page. */
export async function freshTab(browser: Browser, { width = 1280, height = 800 } = {}): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL });
  context.setDefaultTimeout(TIMEOUT.action);
  context.setDefaultNavigationTimeout(TIMEOUT.navigation);
  const errors: string[] = [];
  context.on('page', (p) => collectErrors(p, errors));
  const page = await context.newPage();
  return { context, page, errors };
}

/**
 * Waits until the page shows its content: a top heading, no spinner or skeleton, and every
 * image that is not lazily loaded in, so an axe run or a screenshot sees what a person would.
 */
export async function settled(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[role="progressbar"], .MuiSkeleton-root') === null &&
      Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );
}
