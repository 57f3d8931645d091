// Journey 11: Reshelf installs as an app. Home links a manifest whose icons load; the service
// worker takes over after a reload and caches the shell and the public pages, never an API,
// Auth or Firestore reply (nor answers one); with the connection gone, Home and the blog still
// open from it.
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn } from '../support/accounts';
import { createAccount } from '../support/api';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  collectErrors,
  expectNoErrors,
  firestoreProbe,
  freshTab,
  launchBrowser,
  launchProfile,
  reachFor,
  type ExpectedError,
} from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * What the service worker must leave to the network: the API, Auth and Firestore (the emulators'
 * too, and the image Firestore tests its connection with).
 */
const NEVER_CACHED =
  /\/api\/|identitytoolkit\.googleapis|securetoken\.googleapis|firestore\.googleapis|google\.firestore\.v1|cleardot\.gif/;

/** Offline, Chromium logs each request that fails, and Firestore that it cannot reach its backend. */
const offlineFailure: ExpectedError = ({ text, url }) =>
  /ERR_INTERNET_DISCONNECTED|Could not reach Cloud Firestore backend/.test(text) || firestoreProbe({ text, url });

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** Every URL in the page's Cache Storage, path and query only. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.origin === location.origin ? url.pathname + url.search : url.href);
      }
    }
    return urls;
  });
}

it('links a manifest Chromium reads, with its icons at their declared sizes; the worker is never cached', async () => {
  const { context, page, errors } = await freshTab(browser, { serviceWorkers: 'allow' });
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Reshelf', start_url: '/', display: 'standalone', theme_color: '#1b4d3e' });

  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const reply = await page.request.get(icon.src);
    expect(reply.headers()['content-type']).toBe('image/png');
    expect(pngSize(await reply.body())).toBe(icon.sizes);
  }

  // A new deploy's worker is found on the next visit only if no cache holds the old one.
  for (const path of ['/sw.js', href!]) {
    expect((await page.request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }

  const cdp = await context.newCDPSession(page);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);
  expectNoErrors(errors);
  await context.close();
});

it('caches the shell and public pages after a reload, never API, Auth or Firestore, and opens them offline', async () => {
  const { context, page, errors } = await freshTab(browser, { serviceWorkers: 'allow', expected: [offlineFailure] });
  const answered: Response[] = [];
  page.on('response', (r) => answered.push(r));

  await page.goto('/');
  // Registered once the page has loaded; installed (precache filled) once it is active.
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(new URL('/sw.js', page.url()).href);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(script);
  // Home's category pictures, the first images the worker answers: they come with Firestore's data
  // once the app has started, which scrolling to them does, and load lazily.
  await page.locator('#categories').scrollIntoViewIfNeeded();
  const picture = page.locator('img[src^="/images/"]').first();
  await picture.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('img[src^="/images/"]');
    return !!img?.complete && img.naturalWidth > 0;
  });

  // Auth, API and Firestore traffic while the worker is in control: a buyer signs in and opens
  // My orders; the blog is visited once.
  const buyer = await createAccount(newPerson('Buyer', 'installable'));
  await signIn(page, buyer.email, buyer.password, { at: '/dashboard/myOrders' });
  await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
  await page.goto('/blog');
  await page.getByRole('heading', { level: 1, name: 'Questions and answers' }).waitFor();

  // Images go into their cache as the worker answers them, a moment after the page shows them.
  const isImage = (u: string) => u.startsWith('/images/');
  await expect.poll(async () => (await cachedUrls(page)).some(isImage), { timeout: 15_000 }).toBe(true);
  const urls = await cachedUrls(page);
  const paths = urls.map((u) => u.replace(/\?.*/, ''));
  expect(paths).toEqual(
    expect.arrayContaining([
      '/localized/en/index.html',
      '/localized/bn/index.html',
      '/app.html',
      '/fonts/taka-400.woff2',
    ]),
  );
  expect(paths.filter((p) => /^\/assets\/.+\.js$/.test(p)).length).toBeGreaterThan(50);
  expect(urls.filter((u) => NEVER_CACHED.test(u))).toEqual([]);

  const backend = answered.filter((r) => NEVER_CACHED.test(r.url()));
  for (const kind of [/\/api\//, /identitytoolkit/, /firestore/])
    expect(
      backend.some((r) => kind.test(r.url())),
      `${kind} requests`,
    ).toBe(true);
  expect(backend.filter((r) => r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
  expect(answered.some((r) => r.fromServiceWorker() && new URL(r.url()).pathname === '/blog')).toBe(true);

  await context.setOffline(true);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.goto('/blog');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Questions and answers' }).waitFor();
  expectNoErrors(errors);
  await context.close();
});

it("answers the app's scripts as responses of its own, so Chromium makes no compiled code of them on the page", async () => {
  // A profile on disk: Chromium keeps no compiled code for a context kept in memory, as tests' are.
  const profile = await mkdtemp(join(tmpdir(), 'reshelf-profile-'));
  const context = await launchProfile(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    collectErrors(page, errors);
    // Home's app, started as a reader reaching for the page.
    const startApp = async () => {
      await reachFor(page);
      await page.locator('#categories a[href^="/categories/"]').first().waitFor();
    };
    await page.goto('/');
    await startApp();
    // The worker is installed: from the next load on it answers the scripts.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // A module's second run, the first from the worker, is when Chromium would make its compiled
    // code, on the page's main thread.
    const scripts: Response[] = [];
    page.on('response', (r) => {
      if (/\/assets\/.+\.js$/.test(r.url())) scripts.push(r);
    });
    const cdp = await context.newCDPSession(page);
    const events: { name: string; args?: { data?: { url?: string; producedCacheSize?: number } } }[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as typeof events)));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['v8', 'devtools.timeline'] } });
    await page.reload();
    await startApp();
    await cdp.send('Tracing.end');
    await traced;
    const produced = events
      .filter((e) => e.name.startsWith('v8.produce') && (e.args?.data?.producedCacheSize ?? 0) > 0)
      .map((e) => e.args?.data?.url);
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((r) => !r.fromServiceWorker()).map((r) => r.url())).toEqual([]);
    expect(produced).toEqual([]);
    expectNoErrors(errors);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
