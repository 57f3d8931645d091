// npm run bench:web: Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) on Debian's Chromium
// against the Hosting emulator with seeded data, budgets checked, and Firestore reads per page
// view. A benchmark, not a test: npm test does not run it. Exits 1 when a budget fails.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { exit, onStop } from './lib/children.mjs';
import { ensureChromium, findChromium } from './lib/chromium.mjs';
import { adminEnv, PORTS, PROJECT_ID, startEmulators } from './lib/emulators.mjs';
import { initialChunks, initialJsByPackage } from './lib/initial-js.mjs';
import { root } from './lib/paths.mjs';
import { seedEmulators } from './lib/seed.mjs';
import { buildAll, checkJava, ensureInstalled } from './lib/setup.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ORIGIN = `http://127.0.0.1:${PORTS.hosting}`;
const BUYER = { email: 'buyer@reshelf.test', password: 'buyer-demo-1' };
// DESIGN: Debian's Chromium with these flags only.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BENCH_CATEGORIES = { 'bench-5000': 5000, 'bench-12': 12 };
const DEBUG_FLAG = 'reshelf:firestore-debug';
const BOOKS_PAGE_SIZE = 10;
const KB = 1000;
const REPORTS = join(root, '.cache', 'bench-web', 'reports');
const BUDGET = { initialJsKb: 250, initialJsGoalKb: 170, lcpMs: 2000, cls: 0.05, tbtMs: 200, score: 1 };

ensureInstalled();
checkJava();
ensureChromium();
// Source maps tell the bench which package each byte comes from; other builds have none.
process.env.RESHELF_SOURCEMAPS = '1';
await buildAll();

const js = initialJs();
console.log('Starting the emulators...');
const emulators = startEmulators();
let chrome;
let code = 1;
onStop(() => chrome?.kill());
try {
  await emulators.ready;
  const { categories, advertisements } = seedEmulators();
  await addBenchCategories();

  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const profile = join(root, '.cache', 'bench-web', 'profile');
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true,
    userDataDir: profile,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

  const pages = [];
  // Home as a first visit: Lighthouse resets storage and cache before each run.
  pages.push({ name: 'Home', ...(await measure(browser, '/', { signedIn: false })) });
  const homeReads = await countReads(browser, '/', 'categories');

  await signIn(browser);
  const reads = { Home: homeReads };
  for (const [name, path] of [
    ['Category (horror)', '/categories/horror'],
    ['Category bench-12', '/categories/bench-12'],
    ['Category bench-5000', '/categories/bench-5000'],
  ]) {
    pages.push({ name, ...(await measure(browser, path, { signedIn: true })) });
    reads[name] = await countReads(browser, path, 'books');
  }
  await browser.disconnect();

  const failures = report(pages, js, reads, { categories: categories + 2, advertisements });
  code = failures > 0 ? 1 : 0;
} catch (err) {
  console.error(err);
} finally {
  await chrome?.kill();
  await emulators.stop();
}
await exit(code);

/** Gzipped entry + modulepreloads of index.html, and where the bytes come from. */
function initialJs() {
  const chunks = initialChunks(join(root, 'web', 'dist'));
  const total = chunks.reduce((n, c) => n + c.gzip, 0) / KB;
  const packages = initialJsByPackage(chunks).map((p) => ({ ...p, kb: p.gzip / KB }));
  return { total, chunks: chunks.length, packages };
}

/** Two bench-only categories of 5,000 and 12 available books, written with the Admin SDK. */
async function addBenchCategories() {
  Object.assign(process.env, adminEnv());
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-web'));
  const seller = (await db.collection('users').where('email', '==', 'seller@reshelf.test').limit(1).get()).docs[0];
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
          image: '/images/books/dracula.svg',
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
}

/** Signs the buyer in through the login form, in the profile the category runs share. */
async function signIn(browser) {
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/login`, { waitUntil: 'networkidle2' });
  await page.locator('input[type="email"]').fill(BUYER.email);
  await page.locator('input[type="password"]').fill(BUYER.password);
  await page.locator('form[aria-label="Log in"] button[type="submit"]').click();
  await page.waitForFunction(() => localStorage.getItem('accessToken'), { timeout: 30_000 });
  await page.close();
}

/** RUNS Lighthouse navigations; signed in, only the HTTP cache is cleared between runs. */
async function measure(browser, path, { signedIn }) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage();
    if (signedIn) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      `${ORIGIN}${path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: signedIn,
      },
      undefined,
      page,
    );
    await page.close();
    writeFileSync(
      join(REPORTS, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${i + 1}.json`),
      result.report,
    );
    const { categories, audits } = result.lhr;
    const script = audits['resource-summary'].details.items.find((r) => r.resourceType === 'script');
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    runs.push({
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      bestPractices: categories['best-practices'].score,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      weight: audits['total-byte-weight'].numericValue,
      js: script?.transferSize ?? 0,
      failed: [categories.accessibility, categories['best-practices']]
        .flatMap((c) => c.auditRefs)
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => ref.id),
    });
    process.stdout.write(`  ${path} run ${i + 1}/${RUNS}: performance ${categories.performance.score}\n`);
  }
  const med = (key) => median(runs.map((r) => r[key]));
  const failed = [...new Set(runs.flatMap((r) => r.failed))];
  return Object.fromEntries([
    ...['performance', 'accessibility', 'bestPractices', 'lcp', 'tbt', 'cls', 'weight', 'js'].map((k) => [k, med(k)]),
    ['failed', failed],
  ]);
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
  await page.waitForSelector(readySelector === 'books' ? 'main article' : '#categories a[href^="/categories/"]');
  await new Promise((r) => setTimeout(r, 1500));
  await page.evaluate((flag) => localStorage.removeItem(flag), DEBUG_FLAG);
  await page.close();
  const byCollection = {};
  for (const d of docs) byCollection[d.split('/')[0]] = (byCollection[d.split('/')[0]] ?? 0) + 1;
  // The signed-in user's own document is the session's listener, read once per visit.
  const { users: session = 0, ...pageReads } = byCollection;
  return { total: docs.length - session, page: pageReads, session };
}

function report(pages, js, reads, seeded) {
  const head = ['page', 'perf', 'a11y', 'best-pr.', 'LCP s', 'TBT ms', 'CLS', 'weight KB', 'JS KB'];
  const rows = pages.map((p) => [
    p.name,
    p.performance.toFixed(2),
    p.accessibility.toFixed(2),
    p.bestPractices.toFixed(2),
    (p.lcp / 1000).toFixed(2),
    p.tbt.toFixed(0),
    p.cls.toFixed(3),
    (p.weight / KB).toFixed(0),
    (p.js / KB).toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nLighthouse ${RUNS} runs per page, medians (mobile: simulated slow 4G, 4x CPU; Debian Chromium):\n`);
  console.log([line(head), ...rows.map(line)].join('\n'));

  const checks = [];
  const check = (label, ok, detail) => checks.push({ label, ok, detail });
  const over = js.total - BUDGET.initialJsGoalKb;
  check(
    `Home initial JavaScript ≤ ${BUDGET.initialJsKb} KB gzip`,
    js.total <= BUDGET.initialJsKb,
    `${js.total.toFixed(1)} KB in ${js.chunks} files`,
  );
  for (const p of pages) {
    const failed = p.failed.length ? `; failing audits: ${p.failed.join(', ')}` : '';
    check(`${p.name}: accessibility 1.00`, p.accessibility >= BUDGET.score, p.accessibility.toFixed(2));
    check(`${p.name}: best practices 1.00`, p.bestPractices >= BUDGET.score, p.bestPractices.toFixed(2) + failed);
    check(`${p.name}: LCP ≤ ${BUDGET.lcpMs / 1000} s`, p.lcp <= BUDGET.lcpMs, `${(p.lcp / 1000).toFixed(2)} s`);
    check(`${p.name}: CLS ≤ ${BUDGET.cls}`, p.cls <= BUDGET.cls, p.cls.toFixed(3));
    check(`${p.name}: TBT ≤ ${BUDGET.tbtMs} ms`, p.tbt <= BUDGET.tbtMs, `${p.tbt.toFixed(0)} ms`);
  }
  const homeMax = seeded.categories + Math.min(seeded.advertisements, 6);
  const fmt = (r) => {
    const page = Object.entries(r.page).map(([c, n]) => `${c} ${n}`);
    const session = r.session ? `; the session's own user document: ${r.session}, once per visit` : '';
    return `${r.total} (${page.join(', ') || 'none'}${session})`;
  };
  check(`Home reads ≤ categories + advertisements shown (${homeMax})`, reads.Home.total <= homeMax, fmt(reads.Home));
  for (const [name, r] of Object.entries(reads)) {
    if (name === 'Home') continue;
    check(`${name} reads ≤ one page of books + 1 (${BOOKS_PAGE_SIZE + 1})`, r.total <= BOOKS_PAGE_SIZE + 1, fmt(r));
  }
  const big = reads['Category bench-5000'].total;
  const small = reads['Category bench-12'].total;
  check('bench-5000 reads the same as bench-12', big === small, `${big} vs ${small}`);
  const fast = pages.find((p) => p.name === 'Category bench-12');
  const slow = pages.find((p) => p.name === 'Category bench-5000');
  check(
    'bench-5000 LCP within 10% of bench-12',
    slow.lcp <= fast.lcp * 1.1 + 50,
    `${(slow.lcp / 1000).toFixed(2)} s vs ${(fast.lcp / 1000).toFixed(2)} s`,
  );

  console.log('\nBudgets:');
  for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.label}: ${c.detail}`);
  const top = js.packages.slice(0, 5).map((p) => `${p.name} ${p.kb.toFixed(0)} KB`);
  console.log(
    over > 0
      ? `\nTo reach ${BUDGET.initialJsGoalKb} KB, Home's initial JavaScript must lose ${over.toFixed(0)} KB more; its largest parts (gzip) are ${top.join(', ')}.`
      : `\nHome's initial JavaScript is within ${BUDGET.initialJsGoalKb} KB; its largest parts (gzip): ${top.join(', ')}.`,
  );
  const failures = checks.filter((c) => !c.ok).length;
  console.log(failures ? `\n${failures} budget(s) failed.` : '\nEvery budget passes.');
  return failures;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
