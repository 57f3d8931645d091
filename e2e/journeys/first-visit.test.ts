// Journey 15: a first visit to a prerendered page. It reads and links without the app's
// JavaScript, which starts only when the reader reaches for the page or scrolls to what only the
// app can show (web/src/boot/page-boot.ts); what they pressed before it arrived is then done. A
// signed-in reader's pages start the app at once.
import { SUCCESS } from '@reshelf/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, signOut, toast, uniqueEmail } from '../support/accounts';
import { createAccount } from '../support/api';
import { expectNoErrors, freshTab, holdApp, launchBrowser } from '../support/browser';
import { say } from '../support/language';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The scripts the page requests from now on. */
function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const started = (page: Page) => page.locator('#root[data-started]').waitFor({ state: 'attached' });
const isStarted = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-started'));

it('a first visit that only reads loads none of the app; the first key starts it', async () => {
  const { context, page, errors } = await freshTab(browser);
  const scripts = scriptsOf(page);
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  expect(await isStarted(page)).toBe(false);
  await page.keyboard.press('Tab');
  await started(page);
  expect(scripts.length).toBeGreaterThan(0);
  expectNoErrors(errors);
  await context.close();
});

it("the app's start builds the number and date formatters' data on a worker of its own, which then ends", async () => {
  const { context, page, errors } = await freshTab(browser);
  const begun: string[] = [];
  const ended: string[] = [];
  page.on('worker', (worker) => {
    const name = new URL(worker.url()).pathname;
    begun.push(name);
    worker.on('close', () => ended.push(name));
  });
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  expect(begun).toEqual([]);
  await page.keyboard.press('Tab');
  await started(page);
  await expect.poll(() => ended, { timeout: 20_000 }).toHaveLength(1);
  expect(begun).toEqual(ended);
  expect(ended[0]).toMatch(/^\/assets\/intl-warmup\.worker-[\w-]+\.js$/);
  expectNoErrors(errors);
  await context.close();
});

it("a returning reader's page starts without reading the cookies, a wait on the browser each time the page has none at hand", async () => {
  const person = await createAccount(newPerson('Buyer', 'first-visit'));
  const { context, page, errors } = await freshTab(browser);
  await signIn(page, person.email, person.password);
  const logout = page.getByRole('banner').getByRole('button', { name: say(page, 'app.navbar.logout'), exact: true });
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const reads: string[] = [];
    Object.assign(window, { cookieReads: reads });
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      get() {
        reads.push(new Error().stack ?? '');
        return cookie.get!.call(this);
      },
    });
  });
  await page.goto('/blog');
  // The navbar's session: the app, i18next and Firebase's SDK have all started.
  await logout.waitFor();
  expect(await page.evaluate(() => (window as unknown as { cookieReads: string[] }).cookieReads)).toEqual([]);
  expectNoErrors(errors);
  await context.close();
});

it("on /login, the pointer's first move starts the app, which enables Continue with Google", async () => {
  const { context, page, errors } = await freshTab(browser);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const google = page.getByRole('button', { name: say(page, 'auth.google.continue') });
  expect(await google.isDisabled()).toBe(true);
  await page.mouse.move(200, 300);
  await expect.poll(() => google.isEnabled(), { timeout: 20_000 }).toBe(true);
  expectNoErrors(errors);
  await context.close();
});

it("on a phone, Home's first screen loads none of the app; scrolling to the offers starts it and fills them in", async () => {
  const { context, page, errors } = await freshTab(browser, { width: 360, height: 740 });
  const scripts = scriptsOf(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  const awaiting = page.locator('[data-awaits-app]');
  await awaiting.first().scrollIntoViewIfNeeded();
  await started(page);
  await page.getByRole('heading', { name: say(page, 'home.offers.title') }).waitFor();
  await awaiting.first().waitFor({ state: 'detached' });
  expectNoErrors(errors);
  await context.close();
});

/**
 * Each part PaintWhenNear holds a place for (CSS content-visibility), with the height it holds and
 * its own, laid out with its pictures as the reader would see it.
 */
async function paintedParts(page: Page) {
  const parts = 'data-painted-part';
  await page.evaluate((marker) => {
    for (const part of Array.from(document.querySelectorAll<HTMLElement>('#root *'))) {
      const { contentVisibility, containIntrinsicHeight } = getComputedStyle(part);
      if (contentVisibility !== 'auto') continue;
      part.setAttribute(marker, containIntrinsicHeight.match(/[\d.]+/)![0]);
      part.style.contentVisibility = 'visible';
    }
  }, parts);
  // Every cover at once over a loaded machine's emulated API: more than the default 20 s once.
  // Eager on every poll: pictures rendered after the first poll (the marquee's copies) are lazy and
  // offscreen, so they would never load by themselves.
  const pending = () =>
    page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => {
          image.loading = 'eager';
          return !image.complete;
        })
        .map((image) => image.currentSrc || image.src),
    );
  await expect.poll(pending, { timeout: 60_000, interval: 250 }).toEqual([]);
  return page.evaluate(
    (marker) =>
      Array.from(document.querySelectorAll<HTMLElement>(`[${marker}]`)).map((part) => ({
        part: part.textContent!.slice(0, 40),
        held: Number(part.getAttribute(marker)),
        height: part.getBoundingClientRect().height,
      })),
    parts,
  );
}

it.each(['en', 'bn'] as const)(
  "on a phone in %s, each part below Home's first screen is no taller than the place it holds",
  async (language) => {
    const { context, page, errors } = await freshTab(browser, { width: 360, height: 740, language });
    await page.goto('/');
    // Down to the footer: the app starts and fills the offers and categories in.
    await page.keyboard.press('End');
    await started(page);
    await page.waitForFunction(() => !document.querySelector('[data-awaits-app]'));
    const parts = await paintedParts(page);
    // Home's ten (PaintWhenNear in HomePage.tsx) and the footer.
    expect(parts).toHaveLength(10);
    expect(parts.filter(({ held, height }) => height > held)).toEqual([]);
    expectNoErrors(errors);
    await context.close();
  },
);

it('on a phone, the menu pressed before the app has arrived opens once it has', async () => {
  const { context, page, errors } = await freshTab(browser, { width: 360, height: 740 });
  const release = await holdApp(page);
  await page.goto('/blog');
  await page.getByRole('button', { name: say(page, 'app.navbar.openMenu') }).click();
  const menuBlog = page.locator('.MuiDrawer-paper').getByRole('link', { name: say(page, 'app.navbar.blog') });
  expect(await menuBlog.count()).toBe(0);
  release();
  await menuBlog.waitFor();
  expectNoErrors(errors);
  await context.close();
});

it('the newsletter form sent before the app has arrived is sent once it has, and the email stays out of the address', async () => {
  const { context, page, errors } = await freshTab(browser);
  const release = await holdApp(page);
  await page.goto('/');
  const email = page.getByLabel(say(page, 'home.newsletter.email'));
  await email.fill(uniqueEmail('newsletter'));
  await email.press('Enter');
  expect(await isStarted(page)).toBe(false);
  release();
  await toast(page, SUCCESS.subscribed);
  expect(new URL(page.url()).search).toBe('');
  expect(await email.inputValue()).toBe('');
  expectNoErrors(errors);
  await context.close();
});

it.each(['a click on Log in', 'Enter in the password field'] as const)(
  '%s before the app has arrived logs in once it has, and the password stays out of the address',
  async (press) => {
    const person = await createAccount(newPerson('Buyer', 'early-login'));
    const { context, page, errors } = await freshTab(browser);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    const release = await holdApp(page);
    await page.goto('/login');
    const form = page.getByRole('form', { name: say(page, 'auth.login.form') });
    await form.getByLabel(say(page, 'auth.field.email'), { exact: true }).fill(person.email);
    const password = form.getByLabel(say(page, 'auth.field.password'), { exact: true });
    await password.fill(person.password);
    if (press === 'Enter in the password field') await password.press('Enter');
    else await form.getByRole('button', { name: say(page, 'auth.login.submit'), exact: true }).click();
    expect(await isStarted(page)).toBe(false);
    release();
    await toast(page, SUCCESS.loggedIn);
    await page.waitForURL((url) => url.pathname !== '/login');
    // A native GET would have put both fields there.
    expect(addresses.filter((address) => /[?&](email|password)=/.test(address))).toEqual([]);
    expectNoErrors(errors);
    await context.close();
  },
);

it("a signed-in reader's prerendered pages start the app at their first paint; signed out, they wait again", async () => {
  const person = await createAccount(newPerson('Buyer', 'first-visit'));
  const { context, page, errors } = await freshTab(browser);
  await signIn(page, person.email, person.password);
  await page.goto('/blog');
  await started(page);
  const logout = page.getByRole('banner').getByRole('button', { name: say(page, 'app.navbar.logout'), exact: true });
  await logout.waitFor();
  // Logging out starts Home again, which starts the app to say so.
  await signOut(page);
  await page.goto('/blog');
  await page.waitForLoadState('networkidle');
  expect(await isStarted(page)).toBe(false);
  expectNoErrors(errors);
  await context.close();
});
