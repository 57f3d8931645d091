import type { Page } from 'playwright-core';

/** Waits until a book list holds every card of its page (it renders them a few at a time). */
export async function booksRendered(page: Page) {
  await page.locator('ul[aria-busy="true"]').waitFor({ state: 'detached' });
}
