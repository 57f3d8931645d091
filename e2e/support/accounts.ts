import { SUCCESS, type AccountType } from '@reshelf/domain';
import type { Page } from 'playwright-core';
import { seedAccount } from '../../functions/src/seed/accounts';
import { text } from '../../test/support/text';
import { verifyEmailOf, type NewPerson } from './api';

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

/** Waits for a toast (or any text) the person would read. */
export function toast(page: Page, shown: string) {
  return page.getByText(shown, { exact: true }).first().waitFor();
}

/** Fills the login form shown on the current page and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs in through the login page and waits until the app has left it. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await toast(page, text(SUCCESS.loggedIn));
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Creates an account through the sign-up page and waits until the app has left it; then, unless
 * told not to, confirms its email as clicking the emailed link would (booking and listing need it).
 */
export async function signUp(page: Page, person: NewPerson, { verify = true } = {}) {
  await page.goto('/signUp');
  await fillSignUp(page, person);
  await toast(page, text(SUCCESS.signedUp));
  await page.waitForURL((url) => url.pathname !== '/signUp');
  if (verify) await verifyEmailOf(person.email);
}

async function fillSignUp(page: Page, person: NewPerson) {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Name', { exact: true }).fill(person.name);
  await form.getByLabel('Email', { exact: true }).fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByRole('radio', { name: new RegExp(`^${person.account}\\b`) }).check();
  await form.getByRole('button', { name: 'Sign up', exact: true }).click();
}

/**
 * Logs out with the navbar's button (wide screens) and waits for the page that follows: logging
 * out clears the offline cache and loads Home again, which then says so.
 */
export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
  await toast(page, text(SUCCESS.loggedOut));
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
}
