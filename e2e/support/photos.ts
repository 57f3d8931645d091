// The seller's photo picker, as a phone's camera roll fills it.
import { formatCount } from '@reshelf/domain';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { photoFixture } from './browser';
import { languageOf, reader } from './language';

type Fixture = Parameters<typeof photoFixture>[0];

/** Chooses the photos in a product form's picker and waits until every one is uploaded; the picker. */
export async function choosePhotos(page: Page, form: Locator, files: Fixture[] = ['book-back.jpg']) {
  const language = languageOf(page);
  const t = reader(language);
  const picker = form.getByRole('group', { name: t('products.photos.label') });
  const before = await picker.getByRole('img').count();
  await form.locator('input[type="file"]').setInputFiles(files.map(photoFixture));
  const last = formatCount(before + files.length, language);
  await picker.getByRole('img', { name: t('products.photos.alt', { place: last }) }).waitFor();
  await expect.poll(() => picker.getByRole('progressbar').count(), { timeout: 20_000 }).toBe(0);
  return picker;
}
