// Reads the web build that npm test makes before its suites (scripts/test.mjs): the prerender
// wrote each page of the list in each language where Hosting's i18n and the worker look for it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@reshelf/domain/i18n/languages';
import { localizedFile } from '../web/src/lib/page-language';
import { PRERENDERED_PAGES } from '../web/src/lib/prerendered-pages';
import { root } from './lib/paths.mjs';

const dist = join(root, 'web', 'dist');
const langOf = (file) => readFileSync(join(dist, file), 'utf8').match(/<html lang="([^"]+)">/)?.[1];

it.each(PRERENDERED_PAGES.map((page) => [page.path, page]))('writes %s in each language', (_path, page) => {
  expect(langOf(page.file)).toBe(DEFAULT_LANGUAGE);
  for (const language of LANGUAGES) {
    const file = localizedFile(language, page.file);
    if (page.everyLanguage === false) expect(existsSync(join(dist, file))).toBe(false);
    else expect(langOf(file)).toBe(language);
  }
});
