import { SUCCESS } from '@reshelf/domain';
import type { Page } from 'playwright-core';
import { toast } from './accounts';
import { say } from './language';

/** Fills the order modal that is open for `name` and books. */
export async function bookInModal(page: Page, name: string, meetingPlace?: string) {
  const modal = page.getByRole('dialog', { name });
  if (meetingPlace) await modal.getByLabel(say(page, 'booking.order.meetingPlace')).fill(meetingPlace);
  await modal.getByRole('button', { name: say(page, 'booking.order.submit') }).click();
  await toast(page, SUCCESS.orderBooked);
  await modal.waitFor({ state: 'hidden' });
}

/**
 * Waits for a shelf's books, every card of the page drawn (BookGrid draws its first row first and
 * marks the list busy until the rest are in), so an absent card means the book is not listed.
 */
export async function shelfDrawn(page: Page) {
  await page.getByRole('article').first().waitFor();
  await page.locator('main ul[aria-busy="true"]').waitFor({ state: 'detached' });
}
