// The performance anchor (../shared/perf-anchor): the smallest version of a returning buyer's
// category page on Reshelf's own stack, built and measured the way the bench measures Reshelf's,
// so the two print side by side. Reference figures, never budgets.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spread } from './bench-stats.mjs';

// Its cards come with the buyer's query, not before: the first books on screen.
export const ANCHOR_READY = '.MuiCard-root';
const WAIT_MS = 120_000;

/** Where the anchor is: BENCH_ANCHOR_DIR, or `shared` beside the repository, as in CI. */
export const anchorDir = (root) => process.env.BENCH_ANCHOR_DIR ?? join(root, '..', 'shared', 'perf-anchor');

/**
 * Builds an anchor page (`entry` in `dir`: the shared shelf.jsx, or the repository's own anchors)
 * with the web app's own Vite and React plugin (production, source maps for the start-up trace)
 * in `out`, where its bare imports resolve from the repository's node_modules, and serves it on a
 * free port. The page sets window.FIREBASE itself: with the README's `#fb`, Lighthouse's
 * navigation reports no first paint. `cached`: every file may be kept for a year, so a returning
 * visit reads the page and its scripts from the browser's cache, as Reshelf's from its worker's.
 */
export async function serveAnchor(root, dir, out, entry = 'shelf.jsx', { cached = false } = {}) {
  const web = createRequire(join(root, 'web', 'package.json'));
  const { build, preview } = await import(pathToFileURL(web.resolve('vite')).href);
  const { default: react } = await import(pathToFileURL(web.resolve('@vitejs/plugin-react')).href);
  const src = join(out, 'src');
  const dist = join(out, 'dist');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  copyFileSync(join(dir, entry), join(src, entry));
  writeFileSync(
    join(src, 'index.html'),
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
      `<div id="root"></div><script>window.FIREBASE = 1</script><script type="module" src="./${entry}"></script>\n`,
  );
  // A yardstick's build: its chunk sizes and plugin timings are not the bench's business.
  const config = { configFile: false, root: src, mode: 'production', logLevel: 'error' };
  await build({ ...config, plugins: [react()], build: { outDir: dist, emptyOutDir: true, sourcemap: true } });
  const server = await preview({
    ...config,
    build: { outDir: dist },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: true,
      headers: cached ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {},
    },
  });
  return {
    url: `http://127.0.0.1:${server.httpServer.address().port}/`,
    dist,
    label: relative(root, dir) || dir,
    close: () => server.close(),
  };
}

/** The repository's own anchors: the same job as one of Reshelf's presses, on the bare stack. */
export const repoAnchorsDir = (root) => join(root, 'scripts', 'anchors');
export const ORDER_DIALOG_ANCHOR = 'order-dialog.jsx';
export const BOOK_PAGE_ANCHOR = 'book-page.jsx';
const ANCHOR_ORDER_NOW = 'button[aria-label="Order now: Book 0"]';

/** Whether the anchor's sources are there; the bench skips it, with a line, when not. */
export const anchorPresent = (dir) => existsSync(join(dir, 'shelf.jsx'));

const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * The anchor's first visit, which signs the demo buyer in, under the journeys' CPU slowdown and
 * slow 4G: ms from its sign-in request to its books, the bare stack's version of the buyer
 * journey's "Sign in → first book".
 */
async function timedSignIn(page, url, slowdown) {
  const { throttleAsJourneys } = await import('./bench-journeys.mjs');
  const cdp = await throttleAsJourneys(page, slowdown);
  let asked;
  page.on('request', (request) => {
    if (asked === undefined && request.url().includes('accounts:signInWithPassword')) asked = Date.now();
  });
  await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  await page.waitForFunction(
    (ready) => globalThis.document.title === 'rendered' && globalThis.document.querySelector(ready),
    { timeout: WAIT_MS },
    ANCHOR_READY,
  );
  const shown = Date.now();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', NO_THROTTLING);
  await cdp.detach();
  return asked === undefined ? undefined : shown - asked;
}

/**
 * One returning visit of the anchor in `browser` (fresh): a first visit signs the demo buyer in
 * and shows the books (timed, `signInMs`), then, 3 s later, a Lighthouse navigation of the same
 * page under the journeys' flags. Returns LCP, FCP, TBT, blocking to TTI, CLS and the LCP element,
 * or `{ problem }`.
 */
export async function anchorVisit(browser, { url, slowdown, reportFile }) {
  // Loaded here, so that the report's unit test does not load Lighthouse.
  const { returningVisit } = await import('./bench-journeys.mjs');
  try {
    const page = await browser.newPage();
    const signInMs = await timedSignIn(page, url, slowdown);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { ...(await returningVisit(page, url, { name: 'anchor', slowdown, reportFile })), signInMs };
  } catch (err) {
    return { problem: err.message };
  }
}

/**
 * The order-dialog anchor's Order now, timed as the buyer journey times Reshelf's (from the press
 * to the frame that paints the dialog, at the journeys' CPU slowdown and on their phone's screen),
 * 3 s after its shelf shows. Returns `{ orderNowMs }`, or `{ orderNowProblem }`.
 */
export async function anchorOrderNow(browser, { url, slowdown }) {
  const { DIALOG, PHONE_SCREEN, pressToScreen, throttleAsJourneys } = await import('./bench-journeys.mjs');
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE_SCREEN);
    await throttleAsJourneys(page, slowdown);
    await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
    await page.waitForSelector(ANCHOR_ORDER_NOW, { visible: true, timeout: WAIT_MS });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { orderNowMs: await pressToScreen(page, () => page.click(ANCHOR_ORDER_NOW), DIALOG) };
  } catch (err) {
    return { orderNowProblem: err.message };
  }
}

/**
 * The book-page anchor's returning visit, as the buyer journey's "Returning: a book's page": a
 * first visit signs the demo buyer in and shows the listing `book` as the shelf did (its cover in
 * the cards' size), then, 3 s later, a Lighthouse navigation to its page under the journeys' flags.
 * Returns `{ bookLcp }`, or `{ bookProblem }`.
 */
export async function anchorBookVisit(browser, { url, book, slowdown, reportFile }) {
  const { returningVisit } = await import('./bench-journeys.mjs');
  const page = `${url}?book=${encodeURIComponent(book)}`;
  try {
    const tab = await browser.newPage();
    await tab.goto(`${page}#card`, { waitUntil: 'load', timeout: WAIT_MS });
    await tab.waitForFunction(
      () => globalThis.document.title === 'rendered' && globalThis.document.querySelector('img')?.complete,
      { timeout: WAIT_MS },
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { lcp } = await returningVisit(tab, page, { name: 'anchorBook', slowdown, reportFile });
    return { bookLcp: lcp };
  } catch (err) {
    return { bookProblem: err.message };
  }
}

const seconds = (v) => `${(v / 1000).toFixed(2)} s`;
const ms = (v) => `${Math.round(v)} ms`;
const FIGURES = [
  ['LCP', 'lcp', seconds],
  ['FCP', 'fcp', seconds],
  ['TBT', 'tbt', ms],
  ['blocking to TTI', 'blocking', ms],
  ['CLS', 'cls', (v) => v.toFixed(3)],
];

/**
 * The anchor's returning visit beside Reshelf's returning category (the buyer journey's
 * `category` step), a row each: median (min–max) of every figure, and the LCP elements seen.
 * `journeys` maps a language to its journey runs.
 */
export function anchorRows(anchorRuns, journeys) {
  const row = (page, runs) => ({
    page,
    runs: runs.length,
    figures: FIGURES.map(([label, key, format]) => [
      label,
      spreadOf(
        runs.map((r) => r[key]),
        format,
      ),
    ]),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement).filter(Boolean))],
  });
  const rows = [
    row(
      'anchor',
      anchorRuns.filter((r) => !r.problem),
    ),
  ];
  for (const [language, runs] of journeys) {
    const category = runs.map((r) => r.category).filter(Boolean);
    if (category.length) rows.push(row(`Reshelf's returning category (/categories/horror), ${language}`, category));
  }
  return rows;
}

const spreadOf = (values, format) => {
  const v = spread(values);
  if (!v) return 'not measured';
  return v.n > 1 ? `${format(v.median)} (${format(v.min)}–${format(v.max)})` : format(v.median);
};

/**
 * One of the anchor's figures beside the buyer journey's same step, medians (min–max): `key` in
 * the anchor's runs, the step's `figure` (its next screen unless said) in each language's journeys.
 */
function besideReshelf(title, anchorLabel, key, step, stepName, anchorRuns, journeys, figure = 'nextScreen') {
  const measured = anchorRuns.filter((r) => r[key] !== undefined);
  const lines = [
    `  anchor, ${anchorLabel} (${measured.length} run${measured.length === 1 ? '' : 's'}): ${spreadOf(
      measured.map((r) => r[key]),
      seconds,
    )}`,
  ];
  for (const [language, runs] of journeys) {
    const times = runs.map((r) => r[step]?.[figure]).filter((v) => v !== undefined);
    if (times.length) lines.push(`  Reshelf, ${language}, ${stepName}: ${spreadOf(times, seconds)}`);
  }
  return [`${title}, the same throttling (reference, not budgets):`, '', ...lines];
}

/** Signing in on the bare stack beside Reshelf's, the anchor from its sign-in request, Reshelf from the press. */
export const signInLines = (anchorRuns, journeys) =>
  besideReshelf(
    'Signing in',
    'its sign-in request → its books',
    'signInMs',
    'signIn',
    'Sign in → first book',
    anchorRuns,
    journeys,
  );

/** Order now on the bare stack (scripts/anchors/order-dialog.jsx) beside Reshelf's, from each press. */
export const orderNowLines = (anchorRuns, journeys) =>
  besideReshelf(
    'Order now',
    'Order now → its dialog',
    'orderNowMs',
    'orderNow',
    'Tap Order now → the dialog',
    anchorRuns,
    journeys,
  );

/** The comparison as lines of text and as markdown; failed anchor runs listed under it. */
export function anchorReport(rows, anchorRuns, { label, slowdown }) {
  const failed = anchorRuns.map((r, i) => r.problem && `anchor run ${i + 1} failed: ${r.problem}`).filter(Boolean);
  const heading = `The same job on the bare stack (${label}): returning visit, beside Reshelf's returning category (Lighthouse user flows, DevTools throttling: ${slowdown.toFixed(2)}x CPU, slow 4G; medians (min–max); reference, not budgets). "Blocking to TTI" is TBT counted from the navigation: TBT starts at the first paint, which the anchor makes after its start-up and Reshelf's prerendered page before it.`;
  const missing = rows.length > 1 ? [] : ["Reshelf's returning category: not measured (BENCH_PAGES has no buyer)."];
  const elements = (r) => (r.lcpElements.length ? `; LCP element: ${r.lcpElements.join(' / ')}` : '');
  const text = rows.map(
    (r) =>
      `${r.page} (${r.runs} run${r.runs === 1 ? '' : 's'}): ${r.figures.map(([l, v]) => `${l} ${v}`).join(', ')}${elements(r)}`,
  );
  const head = ['page', 'runs', ...FIGURES.map(([l]) => l), 'LCP element'];
  const md = (cells) => `| ${cells.join(' | ')} |`;
  const code = (s) => `\`${s.replaceAll('|', '\\|').replaceAll('`', "'")}\``;
  const markdown = [
    md(head),
    md(head.map(() => '---')),
    ...rows.map((r) => md([r.page, r.runs, ...r.figures.map(([, v]) => v), r.lcpElements.map(code).join(' / ')])),
  ];
  return {
    lines: [heading, '', ...text.map((l) => `  ${l}`), ...missing, ...failed],
    markdown: [heading, '', ...markdown, '', ...missing, ...failed],
  };
}

/** A returning book page on the bare stack (scripts/anchors/book-page.jsx) beside Reshelf's, by LCP. */
export const bookPageLines = (anchorRuns, journeys) =>
  besideReshelf(
    "A returning buyer's book page",
    'its LCP',
    'bookLcp',
    'book',
    "Returning: a book's page, LCP",
    anchorRuns,
    journeys,
    'lcp',
  );
