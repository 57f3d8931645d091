import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { languageOf } from './language';

const DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** `/` -> `home`, `/dashboard/allUsers` -> `dashboard-allUsers`. */
export const routeSlug = (route: string) => route.replace(/^\/+/, '').replace(/\//g, '-') || 'home';

/**
 * Writes the full page to e2e/screenshots/<route>-<width>[-bn].png for people to review; a dialog
 * that covers the screen is taken as the screen shows it (`fullPage: false`).
 */
export async function screenshot(page: Page, route: string, { fullPage = true } = {}) {
  mkdirSync(DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const language = languageOf(page);
  const path = `${DIR}${routeSlug(route)}-${width}${language === 'en' ? '' : `-${language}`}.png`;
  // A full-page shot shows the whole page, so load the lazy images below the fold too.
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}
