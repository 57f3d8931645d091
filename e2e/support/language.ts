// The language a tab reads Reshelf in: a journey names texts by catalogue key and reads them in
// its tab's language, so the same journey runs in English and in Bangla.
import type { Language, Message } from '@reshelf/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { text } from '../../test/support/text';

/** The browser's locale for each language: a Dhaka reader's browser says bn-BD. */
export const BROWSER_LOCALE: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

const languages = new WeakMap<BrowserContext, Language>();

export function setLanguage(context: BrowserContext, language: Language) {
  languages.set(context, language);
}

export const languageOf = (page: Page): Language => languages.get(page.context()) ?? 'en';

/** A key's text (with its values) as `language`'s reader sees it. */
export const reader =
  (language: Language) =>
  (key: string, values?: Record<string, string | number>): string =>
    text(values ? { key, values } : key, language);

/** What the reader of this tab sees for a message. */
export const say = (page: Page, message: Message) => text(message, languageOf(page));
