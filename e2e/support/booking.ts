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
