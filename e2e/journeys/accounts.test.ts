// Journey: the emails of an account. A newcomer signs up and confirms their address with the
// emailed link; someone who forgot their password asks for a link on /login and sets a new one.
// The Auth emulator sends no email: it keeps each one's action code, which the journey opens.
import { ERROR, SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../test/support/text';
import { newPerson, signUp, submitLogin, toast } from '../support/accounts';
import { createAccount, lastEmail } from '../support/api';
import { expectNoErrors, freshTab, hydrated, launchBrowser, type ExpectedError } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A spent code: the Auth emulator answers 400 and the page says the link is used up. */
const usedCode: ExpectedError = ({ text, url }) =>
  /status of 400/.test(text) && /:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:update/.test(url);

it('a newcomer signs up, gets a verification email and confirms the address with its link', async () => {
  const { context, page, errors } = await freshTab(browser, { expected: [usedCode] });
  const person = newPerson('Buyer', 'verify');
  await signUp(page, person, { verify: false });
  await toast(page, SUCCESS.verificationSent);

  const sent = await lastEmail(person.email, 'VERIFY_EMAIL');
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(sent.oobCode)}`);
  await toast(page, SUCCESS.emailVerified);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  // The same link a second time: it is spent, and the page says so.
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(sent.oobCode)}`);
  await expect(page.getByRole('alert').textContent()).resolves.toContain(text(ERROR.actionLinkInvalid));
  expectNoErrors(errors);
  await context.close();
});

it('someone who forgot their password asks for a link, sets a new password and logs in with it', async () => {
  const person = await createAccount(newPerson('Seller', 'reset'));
  const { context, page, errors } = await freshTab(browser);
  await page.goto('/login');
  // Disabled until the app has started: the reader's first move starts it.
  await (await hydrated(page.getByRole('button', { name: 'Forgot password?' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a new password' });
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await dialog.getByText(text(SUCCESS.passwordResetSent)).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const sent = await lastEmail(person.email, 'PASSWORD_RESET');
  await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(sent.oobCode)}`);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await expect(form.getByLabel('Email').inputValue()).resolves.toBe(person.email);
  const newPassword = 'a-new-secret-2';
  await form.getByLabel('New password').fill(newPassword);
  await form.getByRole('button', { name: 'Save the new password' }).click();
  await toast(page, SUCCESS.passwordChanged);
  await page.waitForURL((url) => url.pathname === '/login');

  await submitLogin(page, person.email, newPassword);
  await toast(page, SUCCESS.loggedIn);
  await page.waitForURL((url) => url.pathname !== '/login');
  expectNoErrors(errors);
  await context.close();
});
