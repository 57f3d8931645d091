import { ACCESS_TOKEN_KEY, SUCCESS, type AccountType, type Message } from '@reshelf/domain';
import type { Page } from 'playwright-core';
import { seedAccount } from '../../functions/src/seed/accounts';
import { say } from './language';
import { uidOf, verifyEmailOf, verifyPhoneOf, type NewPerson } from './api';

/** The seeded admin; the app never shows its password. */
export const ADMIN = seedAccount('admin');
const PASSWORD = 'e2e-secret-1';

let counter = 0;
const runId = Date.now();

/** An address no earlier run used, so a journey can run against emulators that kept their data. */
export function uniqueEmail(tag = 'user') {
  counter += 1;
  return `e2e-${tag}-${runId}-${counter}@reshelf.test`;
}

export function newPerson(account: AccountType, tag = account.toLowerCase()): NewPerson {
  const email = uniqueEmail(tag);
  return {
    name: `E2E ${account} ${email.split('@')[0]!.split('-').slice(-2).join('-')}`,
    email,
    password: PASSWORD,
    account,
  };
}

/** Waits for a toast (or any text) the person would read, in the tab's language. */
export function toast(page: Page, shown: Message) {
  return page.getByText(say(page, shown), { exact: true }).first().waitFor();
}

/** Waits until a toast has closed by itself, so a screenshot shows the page under it. */
export function toastGone(page: Page, shown: Message) {
  return page.getByText(say(page, shown), { exact: true }).first().waitFor({ state: 'hidden' });
}

/** Fills the login form shown on the current page and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: say(page, 'auth.login.form') });
  await form.getByLabel(say(page, 'auth.field.email'), { exact: true }).fill(email);
  await form.getByLabel(say(page, 'auth.field.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: say(page, 'auth.login.submit'), exact: true }).click();
}

/**
 * Signs in through the login page and waits until the app has left it and has the API's
 * accessToken. With `at`, a page behind
 * the login: opens it, is sent to log in and is brought back by the app, without the reload that
 * would start the signed-in app again (about 1.4 s here).
 */
export async function signIn(page: Page, email: string, password: string, { at }: { at?: string } = {}) {
  await page.goto(at ?? '/login');
  if (at) await page.waitForURL((url) => url.pathname === '/login');
  await submitLogin(page, email, password);
  await toast(page, SUCCESS.loggedIn);
  await page.waitForURL((url) => (at ? `${url.pathname}${url.search}` === at : url.pathname !== '/login'));
  // An account with its role goes on before the accessToken has come (features/auth/start-session.ts).
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, ACCESS_TOKEN_KEY);
}

/**
 * Creates an account through the sign-up page and waits until the app has left it; then, unless
 * told not to, confirms its email as clicking the emailed link would and gives it a verified phone
 * without the dialog (booking and listing need both). Returns that number as the app shows it.
 */
export async function signUp(page: Page, person: NewPerson, { verify = true }: { verify?: boolean } = {}) {
  await page.goto('/signUp');
  await fillSignUp(page, person);
  await toast(page, SUCCESS.signedUp);
  await page.waitForURL((url) => url.pathname !== '/signUp');
  if (verify) await verifyEmailOf(person.email);
  return verify ? verifyPhoneOf(await uidOf(person.email)) : undefined;
}

async function fillSignUp(page: Page, person: NewPerson) {
  const form = page.getByRole('form', { name: say(page, 'auth.signUp.form') });
  await form.getByLabel(say(page, 'auth.field.name'), { exact: true }).fill(person.name);
  await form.getByLabel(say(page, 'auth.field.email'), { exact: true }).fill(person.email);
  await form.getByLabel(say(page, 'auth.field.password'), { exact: true }).fill(person.password);
  const type = say(page, `terms.accountType.${person.account}`);
  await form
    .getByRole('radio', { name: say(page, { key: `auth.accountType.hint.${person.account}`, values: { type } }) })
    .check();
  await form.getByRole('button', { name: say(page, 'auth.signUp.submit'), exact: true }).click();
}

/**
 * Logs out with the navbar's button (wide screens) and waits for the page that follows: logging
 * out clears the offline cache and loads Home again, which then says so.
 */
export async function signOut(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: say(page, 'app.navbar.logout'), exact: true }).click();
  await toast(page, SUCCESS.loggedOut);
  await banner.getByRole('link', { name: say(page, 'app.navbar.login'), exact: true }).waitFor();
}
