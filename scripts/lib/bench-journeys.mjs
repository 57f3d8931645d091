// The journeys behind sign-in (issue 36), each run a Lighthouse user flow in a fresh browser:
// a newcomer on Home taps a category (a guarded page) and meets the login form, signs in as the
// demo buyer, then comes back as a returning buyer (service worker, caches and session kept) to a
// category, a book and My orders, tapping a book on the shelf and Order now on the way; a seller,
// signed in the same way, comes back to their orders.
//
// Every step, navigations too, runs under DevTools throttling (the CPU slowdown applied by Chromium,
// Lighthouse's slow 4G as request latency and throughput): a timespan can only be measured that
// way, so the navigations are too, and the figures of one journey compare. The public first
// visits keep Lighthouse's simulation, so the two tables do not compare with each other.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockingToInteractive } from './bench-stats.mjs';

const [{ startFlow }, { screenEmulationMetrics, throttling }] = await Promise.all([
  import('lighthouse'),
  import('lighthouse/core/config/constants.js'),
]);

export const BUYER = { email: 'buyer@reshelf.test', password: 'buyer-demo-1' };
// domain/src/demo.ts
export const SELLER = { email: 'seller@reshelf.test', password: 'seller-demo-1' };
// Home has a newsletter's email field too.
const LOGIN_FORM = 'form:has(input[type="password"])';
export const EMAIL = `${LOGIN_FORM} input[type="email"]`;
const PASSWORD = `${LOGIN_FORM} input[type="password"]`;
export const LOGIN_SUBMIT = `${LOGIN_FORM} button[type="submit"]`;
export const BOOK_LINK = 'a[href^="/books/"]';
export const BOOK_TITLE = '#book-title';
export const DIALOG = '[role="dialog"]';
/**
 * Order now on a book's page: its label ends "…: {name}" in both languages, and it comes first of
 * the buttons that name the book (the heart and Report do too).
 */
export const orderNowButton = (name) => `main button[aria-label$=${JSON.stringify(`: ${name}`)}]`;
const WAIT_MS = 120_000;

/** The phone's screen Lighthouse emulates in the flows, for a page measured outside one. */
export const PHONE_SCREEN = (({ width, height, deviceScaleFactor }) => ({
  width,
  height,
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
}))(screenEmulationMetrics.mobile);

/** Lighthouse's slow 4G as its DevTools throttling gives it to the journeys, in CDP's units (bytes/s). */
const JOURNEY_NETWORK = (({ requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps }) => ({
  offline: false,
  latency: requestLatencyMs,
  downloadThroughput: Math.floor((downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((uploadThroughputKbps * 1024) / 8),
}))(throttling.mobileSlow4G);

/** Throttles `page` as the journeys are (the CPU slowed, slow 4G) outside a flow; returns its CDP session. */
export async function throttleAsJourneys(page, slowdown) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', JOURNEY_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return cdp;
}

/**
 * The steps and what each reports. `tap`: the interaction's INP and the time from the press to
 * the next screen (`nextScreen` in ms); `load`: a navigation's LCP. TBT and CLS for every step.
 */
export const STEPS = [
  { key: 'home', name: 'Newcomer: Home', kind: 'load', journey: 'buyer' },
  { key: 'guarded', name: 'Newcomer: tap a category → login form', kind: 'tap', journey: 'buyer' },
  { key: 'signIn', name: 'Sign in → first book', kind: 'tap', journey: 'buyer' },
  { key: 'category', name: 'Returning: category', kind: 'load', journey: 'buyer', returning: true },
  { key: 'tapBook', name: 'Tap a book on the shelf → its title', kind: 'tap', journey: 'buyer' },
  { key: 'book', name: "Returning: a book's page", kind: 'load', journey: 'buyer', returning: true },
  { key: 'orderNow', name: 'Tap Order now → the dialog', kind: 'tap', journey: 'buyer' },
  { key: 'myOrders', name: 'Returning: My orders', kind: 'load', journey: 'buyer', returning: true },
  { key: 'sellerOrders', name: "Returning seller: seller's orders", kind: 'load', journey: 'seller', returning: true },
];

/**
 * Lighthouse's flags for every step: mobile, DevTools throttling at the calibrated slowdown, and
 * no storage reset, which would sign the buyer out and drop the service worker. Under DevTools
 * throttling TBT needs TTI, which needs 5 s of quiet in the trace: a navigation waits for it.
 */
function flowFlags(slowdown) {
  const quietMs = 5250;
  return {
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
    throttling: { cpuSlowdownMultiplier: slowdown },
    disableStorageReset: true,
    pauseAfterLoadMs: quietMs,
    networkQuietThresholdMs: quietMs,
    cpuQuietThresholdMs: quietMs,
  };
}

/**
 * One run of the buyer's journey in `browser` (fresh, signed out). `book` is the book page's
 * `{ id, name }`.
 * Returns each step's figures by key, and writes the flow's report to `reportFile`. A failed step
 * is left out and listed in `problems` (where, why), with a screenshot beside the report; a tap
 * inside the app does not end the run, the newcomer's steps do (the rest depends on them).
 */
export async function buyerJourney(browser, { origin, slowdown, book, reportFile }) {
  const page = await browser.newPage();
  const flow = await startFlow(page, { name: 'Buyer', flags: flowFlags(slowdown) });
  const screens = {};
  const problems = [];
  let at = 'home';
  const returning = async (key, path) => {
    at = key;
    await flow.navigate(`${origin}${path}`, { name: key });
  };
  const noteProblem = async (err) => {
    await page.screenshot({ path: reportFile.replace(/\.json$/, `-${at}.png`) }).catch(() => undefined);
    if (flow.currentTimespan) await flow.endTimespan().catch(() => undefined);
    problems.push({ at, url: page.url(), message: err.message });
  };
  const pressed = async (key, act, selector, { recover = false } = {}) => {
    at = key;
    try {
      screens[key] = await tap(flow, page, key, act, selector);
    } catch (err) {
      if (!recover) throw err;
      await noteProblem(err);
    }
  };

  try {
    await flow.navigate(`${origin}/`, { name: 'home' });
    await pressed('guarded', await tapToLogin(page), EMAIL);

    await fillLogin(page, BUYER);
    // The login form sends the buyer back to the category they asked for.
    await pressed('signIn', () => page.click(LOGIN_SUBMIT), `main ${BOOK_LINK}`);
    await serviceWorkerReady(page);

    await returning('category', '/categories/horror');
    await waitVisible(page, `main article ${BOOK_LINK}`);
    await pressed('tapBook', () => page.click(`main article ${BOOK_LINK}`), BOOK_TITLE, { recover: true });

    await returning('book', `/books/${book.id}`);
    const orderNow = orderNowButton(book.name);
    await waitVisible(page, orderNow);
    await pressed('orderNow', () => page.click(orderNow), DIALOG, { recover: true });
    // Never confirmed: the data stays the same run to run.
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true, timeout: WAIT_MS });

    await returning('myOrders', '/dashboard/myOrders');
  } catch (err) {
    await noteProblem(err);
  }
  const result = await figures(flow, screens, reportFile);
  for (const problem of problems) delete result[problem.at];
  return problems.length ? { ...result, problems } : result;
}

/** One run of the seller's return to their orders: signed in, the page loaded once, then measured. */
export async function sellerJourney(browser, { origin, slowdown, reportFile }) {
  const page = await browser.newPage();
  await signIn(page, origin, SELLER);
  await serviceWorkerReady(page);
  const url = `${origin}/dashboard/sellerOrders`;
  await page.goto(url, { waitUntil: 'networkidle2' });
  return { sellerOrders: await returningVisit(page, url, { name: 'sellerOrders', slowdown, reportFile }) };
}

/**
 * A returning visit of `url` in `page`, as the journeys open their returning pages: a Lighthouse
 * flow of one navigation under the journeys' flags, its report written to `reportFile`. Returns
 * the step's figures (as `figures`).
 */
export async function returningVisit(page, url, { name, slowdown, reportFile }) {
  const flow = await startFlow(page, { name, flags: flowFlags(slowdown) });
  await flow.navigate(url, { name });
  return (await figures(flow, {}, reportFile))[name];
}

/**
 * On Home, once its app has started (which Home leaves to the reader's scroll), the press of the
 * newcomer's tap on a category, which sends them to the login form (`EMAIL` shows it).
 */
export async function tapToLogin(page) {
  await scrollToApp(page);
  const category = '#categories a[href="/categories/horror"]';
  await waitVisible(page, category);
  return () => page.click(category);
}

/** Types `account`'s email and password into the login form. */
export async function fillLogin(page, account) {
  await page.locator(EMAIL).fill(account.email);
  await page.locator(PASSWORD).fill(account.password);
}

/** Signs in through the login form, unmeasured; the page stays open. */
export async function signIn(page, origin, account) {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle2' });
  await fillLogin(page, account);
  await page.locator(LOGIN_SUBMIT).click();
  await page.waitForFunction(() => localStorage.getItem('accessToken'), { timeout: WAIT_MS });
}

/**
 * The time from the press `act` makes to the animation frame that paints `selector` visible, on
 * the page's own clock, throttled as the page is (epoch-based, so it survives a full navigation in
 * between); `around` starts and ends what measures the press beside it. The page is checked as its
 * DOM changes, not every frame: a check every frame makes the browser produce frames it otherwise
 * would not, which took over a third of the main thread while the next screen was being built
 * (docs/performance.md).
 */
export async function pressToScreen(page, act, selector, around = {}) {
  await page.evaluate(() => {
    globalThis.__benchPressAt = undefined;
    globalThis.addEventListener(
      'pointerdown',
      (event) => {
        globalThis.__benchPressAt = performance.timeOrigin + event.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await around.start?.();
  const before = await page.evaluate(() => performance.timeOrigin + performance.now());
  await act();
  const shownAt = await page
    .waitForFunction(
      (s) => {
        const el = globalThis.document.querySelector(s);
        if (!el?.checkVisibility() || el.getBoundingClientRect().height === 0) return undefined;
        return new Promise((resolve) => {
          globalThis.requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
        });
      },
      { polling: 'mutation', timeout: WAIT_MS },
      selector,
    )
    .then((handle) => handle.jsonValue());
  // A press that navigated away took its listener with it: the time is then from just before it.
  const pressedAt = (await page.evaluate(() => globalThis.__benchPressAt).catch(() => undefined)) ?? before;
  await around.end?.();
  return shownAt - pressedAt;
}

/** A timespan of the flow around one press: `act` presses, and the step ends when `selector` is visible. */
const tap = (flow, page, name, act, selector) =>
  pressToScreen(page, act, selector, { start: () => flow.startTimespan({ name }), end: () => flow.endTimespan() });

/**
 * Scrolls to the part of a prerendered page that waits for the app; in the page, in one go, as the
 * app may replace that element any moment.
 */
export async function scrollToApp(page) {
  await page.evaluate(() => globalThis.document.querySelector('[data-awaits-app]')?.scrollIntoView());
}

export async function waitVisible(page, selector) {
  await page.waitForSelector(selector, { visible: true, timeout: WAIT_MS });
}

/** The service worker that signing in leaves behind is active before the buyer comes back. */
export async function serviceWorkerReady(page) {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), {
    timeout: WAIT_MS,
  });
}

/**
 * Each step's LCP (and its element), FCP, TBT, blocking to TTI (a navigation's), CLS, INP and time
 * to the next screen, from the flow's reports.
 */
async function figures(flow, screens, reportFile) {
  const result = await flow.createFlowResult();
  writeFileSync(reportFile, JSON.stringify(result));
  const byStep = {};
  for (const { lhr, name } of result.steps) {
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue;
    byStep[name] = {
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      tbt: value('total-blocking-time'),
      blocking: blockingToInteractive(lhr),
      cls: value('cumulative-layout-shift'),
      inp: value('interaction-to-next-paint'),
      nextScreen: screens[name],
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    };
  }
  return byStep;
}

export const reportPath = (dir, journey, language, run) => join(dir, `${journey}-${language}-${run + 1}.json`);
