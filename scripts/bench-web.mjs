// npm run bench:web: how Reshelf meets people on a low-tier phone, measured with Lighthouse 12 on
// Debian's Chromium against the Hosting emulator with seeded data. The CPU slowdown is calibrated
// to the host (benchmarkIndex / 264, DevTools' low-tier phone), so every host emulates the same
// phone. Public pages as a first visit (mobile, simulated slow 4G; a fresh browser with an empty
// profile per run); everything behind sign-in as journeys, Lighthouse user flows under DevTools
// throttling (scripts/lib/bench-journeys.mjs). Budgets are checked on the medians, and Firestore
// reads per page view counted. A benchmark, not a test: npm test does not run it. Exits 1 when a
// budget fails.
//   BENCH_RUNS (5): runs of each page and journey.
//   BENCH_PAGES: some of home,blog,login,signup (first visits), buyer,seller (journeys),
//   startup (where a returning buyer's page load's main-thread time goes, traced at full speed)
//   and anchor (../shared/perf-anchor, the same job on the bare stack: measured as a returning
//   visit beside the buyer's returning category, and traced beside it; with it, the repository's
//   own scripts/anchors/order-dialog.jsx, whose Order now is timed beside the buyer's, and
//   scripts/anchors/book-page.jsx, whose returning visit's LCP is beside the buyer's book page;
//   reference, not budgets).
//   BENCH_ANCHOR_DIR: where the anchor is, when not in ../shared/perf-anchor.
//   BENCH_LANGUAGES (en,bn): the readers measured; bn is a Bangla reader, whose browser asks for
//   bn-BD. BENCH_LANGUAGE=bn, the older name, measures one language.
//   BENCH_CPU_SLOWDOWN: a fixed multiplier instead of the calibrated one (to compare two builds).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readsByCollection } from './lib/bench-reads.mjs';
import { median } from './lib/bench-stats.mjs';
import { exit, onStop } from './lib/children.mjs';
import { BROWSER_LOCALES, chromiumFlagsIn, ensureChromium, findChromium } from './lib/chromium.mjs';
import { adminEnv, PORTS, PROJECT_ID, startEmulators } from './lib/emulators.mjs';
import {
  initialChunks,
  initialJsByPackage,
  initialJsPerRoute,
  javascriptAtLoad,
  PUBLIC_ROUTES,
} from './lib/initial-js.mjs';
import { root } from './lib/paths.mjs';
import { seedEmulators } from './lib/seed.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

// A fresh clone has no node_modules yet: install before the bench's own packages load.
ensureInstalled();
const [
  chromeLauncher,
  { firstVisit },
  { pageFunctions },
  { default: puppeteer },
  { BUYER, SELLER, LOGIN_SUBMIT, buyerJourney, sellerJourney, signIn, scrollToApp, reportPath },
  { journeyRows, printJourneys, journeysMarkdown },
  { formatBreakdown, medianBreakdown, traceReturn },
  {
    ANCHOR_READY,
    ORDER_DIALOG_ANCHOR,
    anchorDir,
    anchorBookVisit,
    anchorOrderNow,
    anchorPresent,
    anchorReport,
    anchorRows,
    anchorVisit,
    BOOK_PAGE_ANCHOR,
    bookPageLines,
    orderNowLines,
    repoAnchorsDir,
    serveAnchor,
    signInLines,
  },
] = await Promise.all([
  import('chrome-launcher'),
  import('./lib/bench-first-visit.mjs'),
  import('lighthouse/core/lib/page-functions.js'),
  import('puppeteer-core'),
  import('./lib/bench-journeys.mjs'),
  import('./lib/bench-journey-report.mjs'),
  import('./lib/startup-trace.mjs'),
  import('./lib/bench-anchor.mjs'),
]);

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ORIGIN = `http://127.0.0.1:${PORTS.hosting}`;
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? process.env.BENCH_LANGUAGE ?? 'en,bn')
  .split(',')
  .map((l) => l.trim());
const strange = LANGUAGES.filter((l) => !BROWSER_LOCALES[l]);
if (strange.length) {
  console.error(`BENCH_LANGUAGES: ${strange.join(', ')} is not en or bn`);
  process.exit(1);
}
// DevTools' calibration of a low-tier phone's benchmarkIndex.
const LOW_TIER_PHONE_INDEX = 264;
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;
const BENCH_CATEGORIES = { 'bench-5000': 5000, 'bench-12': 12 };
const DEBUG_FLAG = 'reshelf:firestore-debug';
const BOOKS_PAGE_SIZE = 10;
const KB = 1000;
const OUT = join(root, '.cache', 'bench-web');
const REPORTS = join(OUT, 'reports');
const PROFILES = join(OUT, 'profiles');
// Lighthouse's mobile network (slow 4G), applied by DevTools rather than simulated.
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
// What shows a page's data has come, for counting its reads.
const READY = {
  categories: '#categories a[href^="/categories/"]',
  books: 'main article',
  book: '#book-title',
  orders: 'main ul[aria-label] > li, main table tbody tr',
};

const BUDGET = { lcpMs: 2000, tbtMs: 200, cls: 0.05, score: 1, homeInteractiveMs: 3500 };
// Public pages, each as a first visit.
const PAGES = [
  { key: 'home', name: 'Home', path: '/', performanceBudget: 0.95, interactiveBudget: BUDGET.homeInteractiveMs },
  { key: 'blog', name: '/blog', path: '/blog' },
  { key: 'login', name: '/login', path: '/login', performanceBudget: 0.95 },
  { key: 'signup', name: '/signUp', path: '/signUp' },
];
const JOURNEYS = ['buyer', 'seller'];
// The returning buyer's pages whose start-up is traced, each reloaded at full speed.
const STARTUP_PAGES = [
  { name: 'Category (horror)', path: () => '/categories/horror', ready: READY.books },
  { name: "A book's page", path: (book) => `/books/${book.id}`, ready: READY.book },
  { name: 'My orders', path: () => '/dashboard/myOrders', ready: READY.orders },
];
const ANCHOR_TRACE = 'The same job on the bare stack (the anchor)';
const chosen = process.env.BENCH_PAGES?.split(',').map((k) => k.trim());
const keys = [...PAGES.map((p) => p.key), ...JOURNEYS, 'startup', 'anchor'];
const unknown = chosen?.filter((k) => !keys.includes(k)) ?? [];
if (unknown.length) {
  console.error(`BENCH_PAGES: unknown ${unknown.join(', ')}; pick from ${keys.join(',')}`);
  process.exit(1);
}
const pages = chosen ? PAGES.filter((p) => chosen.includes(p.key)) : PAGES;
const journeys = chosen ? JOURNEYS.filter((j) => chosen.includes(j)) : JOURNEYS;
const startup = !chosen || chosen.includes('startup');
const ANCHOR_DIR = anchorDir(root);
let withAnchor = !chosen || chosen.includes('anchor');
if (withAnchor && !anchorPresent(ANCHOR_DIR)) {
  console.log(`No performance anchor at ${ANCHOR_DIR} (BENCH_ANCHOR_DIR): measured without it.`);
  withAnchor = false;
}

checkJava();
ensureChromium();
// Source maps tell the bench which package each byte comes from; other builds have none.
process.env.RESHELF_SOURCEMAPS = '1';
await buildAll();

const js = initialJs();
// A reference, not a budget: if it does not build, the bench goes on without it.
const serveIfBuilt = (dir, out, entry, options) =>
  serveAnchor(root, dir, join(OUT, out), entry, options).catch((err) => {
    console.log(`The performance anchor ${entry} did not build (${err.message}): measured without it.`);
    return undefined;
  });
const anchor = withAnchor ? await serveIfBuilt(ANCHOR_DIR, 'anchor', 'shelf.jsx') : undefined;
const dialogAnchor = withAnchor
  ? await serveIfBuilt(repoAnchorsDir(root), 'anchor-dialog', ORDER_DIALOG_ANCHOR)
  : undefined;
// A returning visit: its page and scripts from the browser's cache, as Reshelf's from its worker's.
const bookAnchor = withAnchor
  ? await serveIfBuilt(repoAnchorsDir(root), 'anchor-book', BOOK_PAGE_ANCHOR, { cached: true })
  : undefined;
console.log('Starting the emulators...');
const emulators = startEmulators();
let chrome;
let code = 1;
onStop(() => chrome?.kill());
try {
  await emulators.ready;
  const { categories, advertisements } = seedEmulators();
  const book = await addBenchCategories();

  for (const dir of [REPORTS, PROFILES]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const calibration = await calibrate();
  console.log(
    `benchmarkIndex ${calibration.index} → CPU slowdown ${calibration.slowdown.toFixed(2)}x${calibration.pinned ? ' (pinned by BENCH_CPU_SLOWDOWN)' : ''}; languages ${LANGUAGES.join(', ')}`,
  );
  const { slowdown } = calibration;

  // Counted first: the same in every run, and quick to fail.
  const reads = await withFreshBrowser(LANGUAGES[0], (browser) => readsPerPageView(browser, book));
  reads["Seller's orders (returning)"] = await withFreshBrowser(LANGUAGES[0], sellerReads);

  // Run by run across the pages, journeys and languages, so a busy spell of the machine does not
  // land on one of them alone.
  const firstVisits = new Map(LANGUAGES.map((l) => [l, new Map(pages.map((p) => [p, []]))]));
  const journeyRuns = new Map(LANGUAGES.map((l) => [l, []]));
  const startupRuns = new Map(LANGUAGES.map((l) => [l, []]));
  const anchorRuns = [];
  for (let i = 0; i < RUNS; i++)
    for (const language of LANGUAGES) {
      // The anchor has no languages: one visit a run.
      if (anchor && language === LANGUAGES[0]) {
        const reportFile = join(REPORTS, `anchor-${i + 1}.json`);
        const run = await withFreshBrowser(language, (browser) =>
          anchorVisit(browser, { url: anchor.url, slowdown, reportFile }),
        );
        if (dialogAnchor)
          Object.assign(
            run,
            await withFreshBrowser(language, (browser) => anchorOrderNow(browser, { url: dialogAnchor.url, slowdown })),
          );
        if (bookAnchor)
          Object.assign(
            run,
            await withFreshBrowser(language, (browser) =>
              anchorBookVisit(browser, {
                url: bookAnchor.url,
                book: book.id,
                slowdown,
                reportFile: join(REPORTS, `anchor-book-${i + 1}.json`),
              }),
            ),
          );
        anchorRuns.push(run);
        console.log(
          `  anchor run ${i + 1}/${RUNS}: ${run.problem ? `failed: ${run.problem}` : `LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, signed in in ${((run.signInMs ?? NaN) / 1000).toFixed(2)} s`}${anchorPart('Order now', run.orderNowMs, run.orderNowProblem)}${anchorPart('book page LCP', run.bookLcp, run.bookProblem)}`,
        );
      }
      for (const p of pages) {
        const run = await withFreshBrowser(language, (browser) => measure(browser, p, language, i, slowdown));
        firstVisits.get(language).get(p).push(run);
        console.log(
          `  ${language} ${p.path} run ${i + 1}/${RUNS}: performance ${run.performance}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms`,
        );
      }
      if (startup) {
        startupRuns.get(language).push(await withFreshBrowser(language, (browser) => startupRun(browser, book)));
        console.log(`  ${language} start-up traces run ${i + 1}/${RUNS} done`);
      }
      const run = {};
      const options = { origin: ORIGIN, slowdown, book };
      if (journeys.includes('buyer'))
        Object.assign(
          run,
          await withFreshBrowser(language, (browser) =>
            buyerJourney(browser, { ...options, reportFile: reportPath(REPORTS, 'buyer', language, i) }),
          ),
        );
      if (journeys.includes('seller'))
        Object.assign(
          run,
          await withFreshBrowser(language, (browser) =>
            sellerJourney(browser, { ...options, reportFile: reportPath(REPORTS, 'seller', language, i) }),
          ),
        );
      if (!journeys.length) continue;
      journeyRuns.get(language).push(run);
      console.log(`  ${language} journeys run ${i + 1}/${RUNS}: ${journeyLine(run)}`);
      for (const problem of run.problems ?? [])
        console.log(`  ${language} journeys run ${i + 1}: ${problem.at} failed (${problem.url}): ${problem.message}`);
    }
  // The first touch on /login goes with /login's first visit.
  const touches = new Map();
  for (const language of pages.some((p) => p.key === 'login') ? LANGUAGES : []) {
    touches.set(language, []);
    for (let i = 0; i < RUNS; i++)
      touches.get(language).push(await withFreshBrowser(language, (browser) => firstTouch(browser, slowdown)));
  }

  const failures = report({
    firstVisits: new Map(
      [...firstVisits].map(([l, byPage]) => [l, pages.map((p) => ({ ...p, ...medians(byPage.get(p)) }))]),
    ),
    journeys: journeyRuns,
    calibration,
    js,
    reads,
    seeded: { categories: categories + 2, advertisements },
    touches,
    startups: startupRuns,
    anchorRuns,
  });
  code = failures > 0 ? 1 : 0;
} catch (err) {
  console.error(err);
} finally {
  await chrome?.kill();
  await anchor?.close();
  await dialogAnchor?.close();
  await bookAnchor?.close();
  await emulators.stop();
}
await exit(code);

/** One of the repository's anchors' figures for a run's line, or why it failed; nothing when not measured. */
function anchorPart(name, ms, problem) {
  if (problem) return `; ${name} failed: ${problem}`;
  return ms === undefined ? '' : `; ${name} ${(ms / 1000).toFixed(2)} s`;
}

/** A journey run's figures on one line, as the run ends. */
function journeyLine(run) {
  return Object.entries(run)
    .filter(([step]) => step !== 'problems')
    .map(([step, f]) => {
      const parts = [];
      if (f.nextScreen !== undefined) parts.push(`${(f.nextScreen / 1000).toFixed(2)} s`);
      if (f.lcp !== undefined) parts.push(`LCP ${(f.lcp / 1000).toFixed(2)} s`);
      if (f.inp !== undefined) parts.push(`INP ${f.inp.toFixed(0)} ms`);
      if (f.tbt !== undefined) parts.push(`TBT ${f.tbt.toFixed(0)} ms`);
      return `${step} ${parts.join(' ')}`;
    })
    .join('; ');
}

/** Each public route's initial JavaScript (gzip), and where Home's bytes come from. */
function initialJs() {
  const dist = join(root, 'web', 'dist');
  const home = initialChunks(dist, PUBLIC_ROUTES[0].modules);
  const packages = initialJsByPackage(home).map((p) => ({ ...p, kb: p.gzip / KB }));
  const routes = initialJsPerRoute(dist).map((r) => ({
    ...r,
    atLoadKb: javascriptAtLoad(dist, r.file).inlineGzip / KB,
  }));
  return { routes, packages };
}

/**
 * Chromium with a new, empty profile, connected through Puppeteer; killed (children.mjs kills it
 * too on a signal) and its profile removed once `fn` is done.
 */
async function withFreshBrowser(language, fn) {
  const profile = mkdtempSync(join(PROFILES, 'run-'));
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: chromiumFlagsIn(language),
    ignoreDefaultFlags: true,
    userDataDir: profile,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const result = await fn(browser);
    await browser.disconnect();
    return result;
  } finally {
    await chrome.kill();
    chrome = undefined;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

/**
 * The host's benchmarkIndex, by Lighthouse's own computation in Chromium (median of 3, as the
 * machine may be busy), and the CPU slowdown that makes it a low-tier phone, never below 1.
 */
async function calibrate() {
  const indexes = await withFreshBrowser(LANGUAGES[0], async (browser) => {
    const page = await browser.newPage();
    const values = [];
    for (let i = 0; i < 3; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return values;
  });
  const index = median(indexes);
  const pinned = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
  const slowdown = pinned ?? Math.max(1, Math.round((index / LOW_TIER_PHONE_INDEX) * 100) / 100);
  return { index, indexes, slowdown, pinned: pinned !== undefined };
}

/**
 * Two bench-only categories of 5,000 and 12 available books, written with the Admin SDK; returns
 * a seeded horror book that is available (its id and title), for the book page.
 */
async function addBenchCategories() {
  Object.assign(process.env, adminEnv());
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-web'));
  const seller = (await db.collection('users').where('email', '==', 'seller@reshelf.test').limit(1).get()).docs[0];
  // Every bench book shows a seeded listing's real photo (DESIGN: Photos), as a seller's would.
  const seeded = (await db.collection('products').where('sellerUid', '==', seller.id).limit(1).get()).docs[0];
  const photo = {
    photos: seeded.get('photos').slice(0, 1),
    image: seeded.get('image'),
    coverColor: seeded.get('coverColor'),
  };
  const now = Date.now();
  let position = 100;
  for (const [id, count] of Object.entries(BENCH_CATEGORIES)) {
    const name = `Bench ${count}`;
    await db.doc(`categories/${id}`).set({
      name,
      picture: '/images/categories/horror.svg',
      position: position++,
      createdAt: Timestamp.fromMillis(now),
      updatedAt: Timestamp.fromMillis(now),
    });
    for (let start = 0; start < count; start += 500) {
      const batch = db.batch();
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const postedAt = Timestamp.fromMillis(now - i * 60_000);
        batch.set(db.doc(`products/${id}-${i}`), {
          sellerEmail: seller.get('email'),
          sellerUid: seller.id,
          sellerName: seller.get('name'),
          sellerVerified: true,
          productName: `Bench book ${i + 1}`,
          author: 'A. Bencher',
          ...photo,
          price: 150 + (i % 300),
          originalPrice: 800,
          condition: 'Good',
          phone: '01712-345678',
          location: 'Dhaka',
          categoryName: name,
          categoryId: id,
          productStatus: 'Available',
          purchaseDate: '2020',
          description: 'A bench copy.',
          postedAt,
          createdAt: postedAt,
          updatedAt: postedAt,
        });
      }
      await batch.commit();
    }
  }
  const books = await db.collection('products').where('categoryId', '==', 'horror').get();
  const book = books.docs.find((d) => d.get('productStatus') === 'Available');
  if (!book) throw new Error('The seed has no available horror book for the book page.');
  return { id: book.id, name: book.get('productName') };
}

/**
 * What a reader's first touch costs, now that it starts the app (web/src/boot/page-boot.ts): /login,
 * loaded and left alone, then a key press; the time until its form can be sent, and the main
 * thread's blocking time (each long task's time over 50 ms) on the way. DevTools applies the CPU
 * slowdown and the network: Lighthouse cannot press a key.
 */
async function firstTouch(browser, slowdown) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto(`${ORIGIN}/login`, { waitUntil: 'networkidle0' });
  const start = await page.evaluate(() => {
    globalThis.blocking = 0;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) globalThis.blocking += Math.max(0, task.duration - 50);
    }).observe({ type: 'longtask' });
    return performance.now();
  });
  await page.keyboard.press('Tab');
  await page.waitForFunction(
    (submit) => globalThis.document.querySelector(submit)?.disabled === false,
    {
      polling: 50,
      timeout: 120_000,
    },
    LOGIN_SUBMIT,
  );
  const { end, blocking } = await page.evaluate(() => ({ end: performance.now(), blocking: globalThis.blocking }));
  await page.close();
  return { readyMs: end - start, blockingMs: blocking };
}

/** One Lighthouse navigation, a first visit, in a fresh browser. */
async function measure(browser, p, language, i, cpuSlowdownMultiplier) {
  const result = await firstVisit(browser, `${ORIGIN}${p.path}`, cpuSlowdownMultiplier, [
    'performance',
    'accessibility',
    'best-practices',
  ]);
  writeFileSync(join(REPORTS, `${p.key}-${language}-${i + 1}.json`), result.report);
  const { categories, audits, environment } = result.lhr;
  const script = audits['resource-summary'].details.items.find((r) => r.resourceType === 'script');
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories['best-practices'].score,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    tti: audits.interactive.numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: script?.transferSize ?? 0,
    benchmarkIndex: environment.benchmarkIndex,
    failed: [categories.accessibility, categories['best-practices']]
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}

function medians(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'lcp', 'tbt', 'tti', 'cls', 'js', 'benchmarkIndex'];
  const tbts = runs.map((r) => r.tbt);
  return {
    ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    indexes: runs.map((r) => r.benchmarkIndex),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

/**
 * One run of the start-up traces: the buyer signs in, then each returning page is opened once and
 * opened again under the tracer at full speed (the breakdown is of the work, not of a phone's clock).
 */
async function startupRun(browser, book) {
  const page = await browser.newPage();
  await signIn(page, ORIGIN, BUYER);
  const traced = {};
  for (const p of STARTUP_PAGES) {
    await page.goto(`${ORIGIN}${p.path(book)}`, { waitUntil: 'load' });
    await page.waitForSelector(p.ready, { timeout: 120_000 });
    traced[p.name] = await traceReturn(page, { ready: p.ready, dist: join(root, 'web', 'dist') });
  }
  await page.close();
  if (anchor) {
    // Its own origin: its own sign-in, cache and IndexedDB.
    const anchorPage = await browser.newPage();
    await anchorPage.goto(anchor.url, { waitUntil: 'load' });
    await anchorPage.waitForSelector(ANCHOR_READY, { timeout: 120_000 });
    traced[ANCHOR_TRACE] = await traceReturn(anchorPage, { ready: ANCHOR_READY, dist: anchor.dist });
    await anchorPage.close();
  }
  return traced;
}

/**
 * Firestore reads of one load each: Home signed out, then the buyer's returning pages (signed in
 * on this browser, so with the service worker and caches that signing in leaves).
 */
async function readsPerPageView(browser, book) {
  const reads = { Home: await countReads(browser, '/', READY.categories) };
  const page = await browser.newPage();
  await signIn(page, ORIGIN, BUYER);
  await page.close();
  for (const [name, path, ready] of [
    ['Category (horror, returning)', '/categories/horror', READY.books],
    ['Category bench-12', '/categories/bench-12', READY.books],
    ['Category bench-5000', '/categories/bench-5000', READY.books],
    ["Book's page (returning)", `/books/${book.id}`, READY.book],
    ['My orders (returning)', '/dashboard/myOrders', READY.orders],
  ])
    reads[name] = await countReads(browser, path, ready);
  return reads;
}

/** The seller's orders page's reads, on a returning load. */
async function sellerReads(browser) {
  const page = await browser.newPage();
  await signIn(page, ORIGIN, SELLER);
  await page.close();
  return countReads(browser, '/dashboard/sellerOrders', READY.orders);
}

/**
 * Documents the page's Firestore listeners received on one load, from the SDK's debug log
 * (a bench-only localStorage flag turns it on): each documentChange is one billed read.
 */
async function countReads(browser, path, readySelector) {
  const page = await browser.newPage();
  const docs = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (!text.includes("RPC 'Listen'") || !text.includes('received:')) return;
    for (const m of text.matchAll(/"documentChange":\{"document":\{"name":"[^"]*?\/documents\/([^"]+)"/g))
      docs.push(m[1]);
  });
  await page.goto(`${ORIGIN}/`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((flag) => localStorage.setItem(flag, '1'), DEBUG_FLAG);
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle2' });
  // Home starts the app as a reader scrolls to its data (web/src/boot/page-boot.ts).
  await scrollToApp(page);
  await page.waitForSelector(readySelector);
  // The bell's unread count starts once the page is idle, at most 3 s after it painted.
  await new Promise((r) => setTimeout(r, 4000));
  await page.evaluate((flag) => localStorage.removeItem(flag), DEBUG_FLAG);
  await page.close();
  return readsByCollection(docs);
}

/** The first visits of one language: a table row per page, and how many budgets failed. */
function firstVisitRows(measured) {
  const cell = (text, ok) => (ok === undefined ? text : `${text} ${ok ? '✓' : '✗'}`);
  let failures = 0;
  const rows = measured.map((p) => {
    const checks = [
      ...(p.performanceBudget === undefined ? [] : [['performance', p.performance >= p.performanceBudget]]),
      ['LCP', p.lcp <= BUDGET.lcpMs],
      ['TBT', p.tbt <= BUDGET.tbtMs],
      ...(p.interactiveBudget === undefined ? [] : [['TTI', p.tti <= p.interactiveBudget]]),
      ['CLS', p.cls <= BUDGET.cls],
      ['accessibility', p.accessibility >= BUDGET.score],
      ['best practices', p.bestPractices >= BUDGET.score],
    ];
    const failed = checks.filter(([, ok]) => !ok).map(([name]) => name);
    failures += failed.length;
    const ok = Object.fromEntries(checks);
    const range = RUNS > 1 ? ` (${p.tbtRange.map((t) => t.toFixed(0)).join('–')})` : '';
    return [
      p.name,
      cell(p.performance.toFixed(2), ok.performance),
      cell((p.lcp / 1000).toFixed(2), ok.LCP),
      cell(p.tbt.toFixed(0), ok.TBT) + range,
      cell((p.tti / 1000).toFixed(2), ok.TTI),
      cell(p.cls.toFixed(3), ok.CLS),
      cell(p.accessibility.toFixed(2), ok.accessibility),
      cell(p.bestPractices.toFixed(2), ok['best practices']),
      (p.js / KB).toFixed(0),
      failed.length ? `FAIL: ${failed.join(', ')}` : 'pass',
    ];
  });
  return { rows, failures };
}

function report({ firstVisits, journeys, calibration, js, reads, seeded, touches, startups, anchorRuns }) {
  const md = (cells) => `| ${cells.join(' | ')} |`;
  const summary = [];
  const title = [
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, Debian's Chromium; CPU slowdown ${calibration.slowdown.toFixed(2)}x`,
    calibration.pinned
      ? `(pinned by BENCH_CPU_SLOWDOWN; host benchmarkIndex ${calibration.index})`
      : `= benchmarkIndex ${calibration.index} / ${LOW_TIER_PHONE_INDEX} (low-tier phone; host measured ${calibration.indexes.join(', ')})`,
    `${RUNS} run(s) of each page and journey, each in a fresh browser; medians.`,
  ];
  console.log(`\n${title.join('\n')}`);
  summary.push(title.join(' '), '');
  let failures = 0;

  const head = ['page', 'perf', 'LCP s', 'TBT ms', 'TTI s', 'CLS', 'a11y', 'best-pr.', 'JS KB', 'budgets'];
  for (const [language, measured] of firstVisits) {
    if (!measured.length) continue;
    const { rows, failures: failed } = firstVisitRows(measured);
    failures += failed;
    const runIndexes = measured.flatMap((p) => p.indexes);
    const heading = `First visits, ${language} (simulated slow 4G; a fresh browser with an empty profile per run). Lighthouse's own benchmarkIndex during the runs: median ${median(runIndexes)} (${Math.min(...runIndexes)} to ${Math.max(...runIndexes)}).`;
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells) =>
      cells.map((c, i) => (i === 0 || i === head.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(`\n${heading}\n`);
    console.log([line(head), ...rows.map(line)].join('\n'));
    summary.push(heading, '', md(head), md(head.map(() => '---')), ...rows.map(md), '');
    const audits = measured.filter((p) => p.failed.length).map((p) => `${p.name}: ${p.failed.join(', ')}`);
    if (audits.length) {
      console.log(`Failing accessibility / best-practices audits (any run): ${audits.join('; ')}`);
      summary.push(`Failing audits: ${audits.join('; ')}`, '');
    }
  }
  const legend = `First visits' budgets (✓/✗): LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}, accessibility and best practices ${BUDGET.score.toFixed(2)} on every page; performance ≥ 0.95 on Home and /login; Home interactive (TTI) within ${BUDGET.homeInteractiveMs / 1000} s.${RUNS > 1 ? ' TBT: median (min–max).' : ''}`;
  if ([...firstVisits.values()].some((m) => m.length)) {
    console.log(`\n${legend}`);
    summary.push(legend, '');
  }

  const rows = journeyRows(journeys);
  if (rows.length) {
    const failed = rows.filter((r) => r.ok === false).length;
    failures += failed;
    const heading = `Journeys (Lighthouse user flows, DevTools throttling: ${calibration.slowdown.toFixed(2)}x CPU, slow 4G; "next screen" from the press to the next screen, on the page's clock). ${failed} of ${rows.filter((r) => r.ok !== undefined).length} budgets fail.`;
    console.log(`\n${heading}\n`);
    printJourneys(rows);
    summary.push(heading, '', journeysMarkdown(rows), '');
  }
  if (anchor) {
    const { lines, markdown } = anchorReport(anchorRows(anchorRuns, journeys), anchorRuns, {
      label: anchor.label,
      slowdown: calibration.slowdown,
    });
    console.log(`\n${lines.join('\n')}`);
    summary.push(...markdown, '');
    for (const lines of [
      signInLines(anchorRuns, journeys),
      orderNowLines(anchorRuns, journeys),
      bookPageLines(anchorRuns, journeys),
    ]) {
      console.log(`\n${lines.join('\n')}`);
      summary.push(...lines, '');
    }
  }
  // A step that failed measured nothing: a failure too.
  for (const [language, runs] of journeys)
    runs.forEach((run, i) => {
      for (const problem of run.problems ?? []) {
        failures += 1;
        const line = `${language}, run ${i + 1}: ${problem.at} failed (${problem.url}): ${problem.message}`;
        console.log(line);
        summary.push(line, '');
      }
    });

  // Reported, not budgeted.
  const fmt = (r) => {
    const page = Object.entries(r.page).map(([c, n]) => `${c} ${n}`);
    const session = r.session ? `; the session's own user document: ${r.session}, once per visit` : '';
    return `${r.total} (${page.join(', ') || 'none'}${session})`;
  };
  const big = reads['Category bench-5000'].total;
  const small = reads['Category bench-12'].total;
  const readLines = [
    ...Object.entries(reads).map(([name, r]) => `${name}: ${fmt(r)}`),
    `A 5,000-book category against a 12-book one: ${big} vs ${small} reads${big === small ? '' : ', NOT the same'}.`,
    `(seeded: ${seeded.categories} categories, ${seeded.advertisements} advertisements; a page of books is ${BOOKS_PAGE_SIZE})`,
  ];
  console.log('\nFirestore reads per page view:');
  for (const l of readLines) console.log(`  ${l}`);
  summary.push('Firestore reads per page view:', '', ...readLines.map((l) => `- ${l}`), '');

  const top = js.packages.slice(0, 5).map((p) => `${p.name} ${p.kb.toFixed(0)} KB`);
  const perRoute = js.routes.map((r) => `${r.path} ${r.atLoadKb.toFixed(1)} then ${r.kb.toFixed(1)} (${r.targetKb})`);
  const jsLine = `JavaScript, KB gzip, as a public page loads (its inline boot script) then once its reader reaches for it (issue 20's target): ${perRoute.join(', ')}. Home's largest parts then: ${top.join(', ')}.`;
  console.log(`\n${jsLine}`);
  summary.push(jsLine, '');
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  for (const [language, runs] of touches) {
    if (!runs.length) continue;
    const touchLine = `First touch on /login, ${language} (DevTools throttling: ${calibration.slowdown.toFixed(2)}x CPU, slow 4G; not a budget): its form can be sent ${seconds(median(runs.map((t) => t.readyMs)))} after the key press (${runs.map((t) => seconds(t.readyMs)).join(', ')}), with ${median(runs.map((t) => t.blockingMs)).toFixed(0)} ms of blocking time on the way; medians of ${runs.length}.`;
    console.log(`\n${touchLine}`);
    summary.push(touchLine, '');
  }
  for (const [language, runs] of startups) {
    if (!runs.length) continue;
    const heading = `Start-up of the returning buyer's pages, ${language}: a return (from about:blank) traced at full speed (no throttling), medians of ${runs.length} (scripts/lib/startup-trace.mjs).`;
    // The anchor beside the category, the page it is the bare version of.
    const names = STARTUP_PAGES.flatMap((p, i) => (i === 0 && anchor ? [p.name, ANCHOR_TRACE] : [p.name]));
    const text = names.map((name) => formatBreakdown(name, medianBreakdown(runs.map((r) => r[name]))));
    console.log(`\n${heading}\n\n${text.join('\n\n')}`);
    summary.push(heading, '', '```', ...text, '```', '');
  }
  const budgeted = [...firstVisits.values()].some((m) => m.length) || rows.length > 0;
  if (!budgeted) console.log('\nNo budgeted page or journey was measured.');
  else console.log(failures ? `\n${failures} budget(s) failed.` : '\nEvery budget passes.');

  writeFileSync(join(OUT, 'summary.md'), summary.join('\n'));
  console.log(`(also in ${join(OUT, 'summary.md')}; each run's report in ${REPORTS})`);
  return failures;
}
