// npm run bench:ab -- A B: two builds of the web app measured in turns against one set of
// emulators, for docs/performance.md's keep-or-remove table. A and B are git commits (a piece's
// commit and its parent, or main and a branch that takes a piece out); only the web app differs
// between them: the functions, rules and seed are this checkout's. Each round measures both builds,
// B first in every other round, so a slow spell of the machine or the order of the builds does not
// land on one of them alone. Prints each figure's medians per round and the difference, and whether
// it keeps its sign from round to round. A benchmark, not a test: npm test does not run it.
//   BENCH_AB_MEASURES (first-visit,home-start,returning,sign-in,tap-book,order-now,book-page): what
//   each round measures.
//     first-visit: Lighthouse as the bench's first visits (BENCH_AB_PATH, / by default).
//     home-start: a first visit to Home at full speed, then the scroll that starts its app; the
//       main thread's time (Chromium's TaskDuration) from the scroll to 2 s after the categories show.
//     returning: a signed-in buyer's category opened again at full speed, from about:blank as
//       Lighthouse opens pages; the main thread's time (Chromium's TaskDuration) to 2 s after the
//       books show, three returns a browser.
//     sign-in, tap-book, order-now: from the press to the next screen (a newcomer's Log in, sent
//       there by a tap on Home's horror category, to its first book; the book's title; the order
//       dialog), the CPU slowed and Lighthouse's slow 4G latency applied, as the journeys' taps.
//     book-page: a returning buyer's book page as the buyer journey opens it (another book than
//       the one tapped), a Lighthouse navigation under the journeys' flags: its LCP and TBT.
//   BENCH_AB_ROUNDS (3), BENCH_RUNS (2): rounds, and runs of each build per round and measure.
//   BENCH_LANGUAGE (en): en or bn. BENCH_CPU_SLOWDOWN (9.2): the CPU slowdown of all but returning.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compareBuilds, comparisonMarkdown } from './lib/bench-ab.mjs';
import { exit, onStop } from './lib/children.mjs';
import { BROWSER_LOCALES, chromiumFlagsIn, ensureChromium, findChromium } from './lib/chromium.mjs';
import { PORTS, startEmulators } from './lib/emulators.mjs';
import { root } from './lib/paths.mjs';
import { seedEmulators } from './lib/seed.mjs';
import { buildAll, checkJava, ensureInstalled, run } from './lib/setup.mjs';

ensureInstalled();
const [
  { firstVisit: lighthouseFirstVisit },
  { default: puppeteer },
  {
    BOOK_LINK,
    BOOK_TITLE,
    BUYER,
    DIALOG,
    EMAIL,
    LOGIN_SUBMIT,
    fillLogin,
    PHONE_SCREEN,
    orderNowButton,
    pressToScreen,
    returningVisit,
    scrollToApp,
    serviceWorkerReady,
    signIn,
    tapToLogin,
    throttleAsJourneys,
    waitVisible,
  },
] = await Promise.all([
  import('./lib/bench-first-visit.mjs'),
  import('puppeteer-core'),
  import('./lib/bench-journeys.mjs'),
]);

const refs = process.argv.slice(2);
const MEASURES = {
  'first-visit': firstVisit,
  'home-start': homeStart,
  returning,
  'sign-in': signInToShelf,
  'tap-book': tapBook,
  'order-now': orderNow,
  'book-page': bookPage,
};
const measures = (process.env.BENCH_AB_MEASURES ?? Object.keys(MEASURES).join(',')).split(',').map((m) => m.trim());
const language = process.env.BENCH_LANGUAGE ?? 'en';
const wrong = [
  refs.length !== 2 && 'give two git commits: npm run bench:ab -- A B',
  ...measures.filter((m) => !MEASURES[m]).map((m) => `BENCH_AB_MEASURES: ${m} is not one of ${Object.keys(MEASURES)}`),
  !BROWSER_LOCALES[language] && `BENCH_LANGUAGE: ${language} is not en or bn`,
].filter(Boolean);
if (wrong.length) {
  console.error(wrong.join('\n'));
  process.exit(1);
}
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 9.2);
const PATH = process.env.BENCH_AB_PATH ?? '/';
const ORIGIN = `http://127.0.0.1:${PORTS.hosting}`;
const OUT = join(root, '.cache', 'bench-ab');
const DIST = join(root, 'web', 'dist');
const BOOKS = `main article ${BOOK_LINK}`;

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * The web app as built at `ref`, in .cache/bench-ab/<commit>/dist (built once). The commit is
 * checked out beside this one, with this checkout's packages when its lock file is the same.
 */
function buildAt(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dist = join(OUT, commit, 'dist');
  // Hosting serves every build under this checkout's headers: a boot script they do not allow by
  // its hash would not run, and the measure would time a page that never starts.
  if (git('show', `${commit}:firebase.json`) !== readFileSync(join(root, 'firebase.json'), 'utf8').trim())
    throw new Error(
      `${ref}'s firebase.json is not this checkout's: measure two commits with the same Hosting headers.`,
    );
  if (existsSync(dist)) return { ref, commit, dist };
  console.log(`Building ${ref} (${commit.slice(0, 7)})...`);
  const tree = join(OUT, commit, 'tree');
  rmSync(tree, { recursive: true, force: true });
  git('worktree', 'add', '--force', '--detach', tree, commit);
  try {
    const sameLock =
      readFileSync(join(tree, 'package-lock.json'), 'utf8') === readFileSync(join(root, 'package-lock.json'), 'utf8');
    if (sameLock) {
      // Hard links: the packages in a second or so, without copying a byte.
      for (const workspace of ['.', 'domain', 'functions', 'web']) {
        const modules = join(root, workspace, 'node_modules');
        if (existsSync(modules)) execFileSync('cp', ['-al', modules, join(tree, workspace, 'node_modules')]);
      }
    } else {
      run('npm ci --no-audit --no-fund --loglevel=error', { cwd: tree });
    }
    run('npm run build -w web', {
      cwd: tree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_FIREBASE_PROJECT_ID: 'demo-reshelf' },
    });
    cpSync(join(tree, 'web', 'dist'), dist, { recursive: true });
  } finally {
    git('worktree', 'remove', '--force', tree);
  }
  return { ref, commit, dist };
}

/** Puts `build` where Hosting serves the app from. */
function serve(build) {
  rmSync(DIST, { recursive: true, force: true });
  cpSync(build.dist, DIST, { recursive: true });
}

let browser;
onStop(() => browser?.close());
async function withFreshBrowser(fn) {
  browser = await puppeteer.launch({
    executablePath: findChromium(),
    args: chromiumFlagsIn(language),
  });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
    browser = undefined;
  }
}

/** A first visit, as the bench's (scripts/lib/bench-first-visit.mjs). */
async function firstVisit(b) {
  const { lhr } = await lighthouseFirstVisit(b, `${ORIGIN}${PATH}`, SLOWDOWN);
  const value = (id) => lhr.audits[id].numericValue;
  return [
    {
      [`${PATH} LCP ms`]: value('largest-contentful-paint'),
      [`${PATH} TBT ms`]: value('total-blocking-time'),
      [`${PATH} FCP ms`]: value('first-contentful-paint'),
    },
  ];
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chromium's main-thread time so far, in ms (DevTools' Performance metrics). */
async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
}

/** Home's app start: what the first scroll of a first visit costs, at full speed. */
async function homeStart(b) {
  const page = await b.newPage();
  await page.setViewport(PHONE_SCREEN);
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
  await pause(1500);
  const before = await mainThreadMs(cdp);
  await scrollToApp(page);
  await waitVisible(page, '#categories a[href^="/categories/"]');
  await pause(2000);
  return [{ 'home-start main thread ms': (await mainThreadMs(cdp)) - before }];
}

/** The demo buyer signed in, the worker that signing in installs active, on a phone's screen. */
async function signedInPage(b) {
  const page = await b.newPage();
  await page.setViewport(PHONE_SCREEN);
  await signIn(page, ORIGIN, BUYER);
  await serviceWorkerReady(page);
  return page;
}

/**
 * A returning buyer's category, opened three times at full speed, each from about:blank as
 * Lighthouse opens a page: a new renderer, without the compiled code a reload keeps.
 */
async function returning(b) {
  const page = await signedInPage(b);
  const path = `${ORIGIN}/categories/horror`;
  await page.goto(path, { waitUntil: 'networkidle2' });
  const returns = [];
  for (let i = 0; i < 3; i++) {
    await page.goto('about:blank');
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    await page.goto(path, { waitUntil: 'load' });
    await waitVisible(page, BOOKS);
    await pause(2000);
    returns.push({ 'returning category main thread ms': await mainThreadMs(cdp) });
    await cdp.detach();
  }
  return returns;
}

/**
 * Slows the page as a low-tier phone on slow 4G, then opens `path` from about:blank, as the
 * journeys' Lighthouse opens the page before their taps, and waits for `ready`.
 */
async function slowed(page, path, ready) {
  await page.goto('about:blank');
  await throttleAsJourneys(page, SLOWDOWN);
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
  await waitVisible(page, ready);
  // As the journeys' taps: the page has settled (its idle work done) before the press.
  await pause(5250);
}

/** A newcomer sent from Home's horror category to the login form: Log in to the shelf's first book. */
async function signInToShelf(b) {
  const page = await b.newPage();
  await page.setViewport(PHONE_SCREEN);
  await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle2' });
  await (
    await tapToLogin(page)
  )();
  await waitVisible(page, EMAIL);
  await fillLogin(page, BUYER);
  await throttleAsJourneys(page, SLOWDOWN);
  return [{ 'sign-in ms': await pressToScreen(page, () => page.click(LOGIN_SUBMIT), BOOKS) }];
}

/** From a shelf, the tap on its first book to the book's title. */
async function tapBook(b) {
  const page = await signedInPage(b);
  await slowed(page, '/categories/horror', BOOKS);
  return [{ 'tap-book ms': await pressToScreen(page, () => page.click(BOOKS), BOOK_TITLE) }];
}

/** On a book's page, Order now to the open dialog. */
async function orderNow(b) {
  const page = await signedInPage(b);
  const book = await openBook(page, (await shelfBooks(page))[0]);
  await slowed(page, book, BOOK_TITLE);
  const button = orderNowButton(await page.$eval(BOOK_TITLE, (h) => h.textContent));
  return [{ 'order-now ms': await pressToScreen(page, () => page.click(button), DIALOG) }];
}

/** The hrefs of the horror shelf's books, in its order, once it shows. */
async function shelfBooks(page) {
  await page.goto(`${ORIGIN}/categories/horror`, { waitUntil: 'networkidle2' });
  await waitVisible(page, BOOKS);
  return page.$$eval(BOOKS, (links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
}

/** Opens the book page at `href` until its title shows; returns `href`. */
async function openBook(page, href) {
  await page.goto(`${ORIGIN}${href}`, { waitUntil: 'networkidle2' });
  await waitVisible(page, BOOK_TITLE);
  return href;
}

/**
 * A returning buyer's book page as the buyer journey's `book` step opens it, a Lighthouse
 * navigation: after the shelf and its first book's page, the page of another book on the shelf
 * (its listing and its card's cover cached, its page's cover not).
 */
async function bookPage(b) {
  const page = await signedInPage(b);
  const [first, other] = await shelfBooks(page);
  await openBook(page, first);
  await pause(3000);
  const { lcp, tbt } = await returningVisit(page, `${ORIGIN}${other}`, {
    name: 'book',
    slowdown: SLOWDOWN,
    reportFile: join(OUT, 'book-page.json'),
  });
  return [{ 'book page LCP ms': lcp, 'book page TBT ms': tbt }];
}

checkJava();
ensureChromium();
mkdirSync(OUT, { recursive: true });
const builds = refs.map(buildAt);
// This checkout's own build goes back where it was once the builds have taken turns, or at a stop.
const own = join(OUT, 'checkout-dist');
rmSync(own, { recursive: true, force: true });
if (existsSync(DIST)) renameSync(DIST, own);
onStop(() => {
  rmSync(DIST, { recursive: true, force: true });
  if (existsSync(own)) renameSync(own, DIST);
});
await buildAll({ web: false });
serve(builds[0]);
console.log('Starting the emulators...');
const emulators = startEmulators();
let code = 1;
try {
  await emulators.ready;
  seedEmulators();
  const runs = [];
  for (let round = 1; round <= ROUNDS; round++)
    for (const build of round % 2 ? builds : [...builds].reverse()) {
      serve(build);
      for (const measure of measures)
        for (let i = 0; i < RUNS; i++) {
          const figures = await withFreshBrowser(MEASURES[measure]).catch((err) => {
            console.log(`  ${build.ref} ${measure}: failed (${err.message})`);
            return [{}];
          });
          for (const f of figures) runs.push({ round, build: build.ref, figures: f });
          console.log(
            `  round ${round}, ${build.ref}, ${measure}: ${figures.map((f) => Object.values(f).map(Math.round).join(' / ')).join(', ')}`,
          );
        }
    }
  console.log(
    `\n${refs[0]} (${builds[0].commit.slice(0, 7)}) and ${refs[1]} (${builds[1].commit.slice(0, 7)}), ${ROUNDS} rounds of ${RUNS} runs each, ${language}, CPU ${SLOWDOWN}x; medians (range), ${refs[1]} − ${refs[0]} per round:\n`,
  );
  console.log(comparisonMarkdown(compareBuilds(runs, refs), refs));
  code = 0;
} catch (err) {
  console.error(err);
} finally {
  await browser?.close();
  await emulators.stop();
}
await exit(code);
