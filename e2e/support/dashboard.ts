import { formatCount } from '@reshelf/domain';
import type { Locator, Page } from 'playwright-core';
import { languageOf, say } from './language';

/** Menu changes follow claims, which can take a few seconds after a role change. */
export const ROLE_CHANGE_TIMEOUT = 15_000;

/** The dashboard's side menu (the permanent one on wide screens). */
export const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: say(page, 'app.dashboard.label') });

/** The navbar's bell, with `unread` said in its name (none: the plain name). */
export const bell = (page: Page, unread = 0) =>
  page.getByRole('button', {
    name:
      unread > 0
        ? say(page, { key: 'notifications.bellUnread', values: { n: formatCount(unread, languageOf(page)) } })
        : say(page, 'notifications.bell'),
    exact: true,
  });

/** Picks an option of an MUI select. */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The table row that mentions `text` (an email, a book name). */
export const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Clicks a button that asks first, then confirms in its dialog. */
export async function confirm(page: Page, button: Locator, confirmLabel: string) {
  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel, exact: true }).click();
}
