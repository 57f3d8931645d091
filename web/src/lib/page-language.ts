// Which language a page is in, decided here for every part that decides it: Hosting
// (firebase.json's "i18n", whose folders the prerender writes), the service worker (src/sw.ts), a
// prerendered page's boot script (boot/page-boot.ts, given these names by web/scripts/prerender.mjs)
// and the app (lib/i18n.ts); page-language.test.ts holds them to it. The worker imports it: nothing
// here imports React or i18next (eslint.config.js).
import { isLanguage, languageOf, type Language } from '@reshelf/domain/i18n/languages';

/** Where this browser keeps the reader's choice (localStorage). */
export const LANGUAGE_KEY = 'reshelf:language';

/** Where a prerendered page's boot script keeps a choice made before the app started, for the profile (lib/language-choice.ts). */
export const EARLY_CHOICE_KEY = 'reshelf:language-choice';

/** The cookie Hosting's i18n serves a page by, before Accept-Language; the worker reads it too. */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/** The cookie's path, lifetime (a year) and same-site rule. */
export const LANGUAGE_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

/** The cookie that keeps `language`, as document.cookie takes it. */
export const languageCookie = (language: Language, https: boolean) =>
  `${LANGUAGE_COOKIE}=${language}; ${LANGUAGE_COOKIE_ATTRIBUTES}${https ? '; secure' : ''}`;

/** The cookie's language in a Cookie header or document.cookie, if it names one. */
export function cookieLanguage(cookies: string): Language | undefined {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** What the boot script keeps a choice by: the app's names for it. */
export const BOOT_LANGUAGE = {
  languageKey: LANGUAGE_KEY,
  earlyChoiceKey: EARLY_CHOICE_KEY,
  languageCookie: LANGUAGE_COOKIE,
  languageCookieAttributes: LANGUAGE_COOKIE_ATTRIBUTES,
};

/** Hosting's i18n root (firebase.json), where the prerender keeps each language's pages. */
export const LOCALIZED_ROOT = 'localized';

/**
 * Where a page in `language` is kept. Hosting serves it by the cookie, else by Accept-Language,
 * before the root's English files (for a browser that asks for neither language).
 */
export const localizedFile = (language: Language, file: string) => `${LOCALIZED_ROOT}/${language}/${file}`;

/**
 * The reader's language: the choice kept in this browser (`stored`, which only the app and the
 * boot script see, and which they write with the cookie), else the cookie's, as Hosting chooses,
 * else the first of the browser's languages Reshelf speaks, else English. `cookie` is read only
 * when nothing is stored, so the app passes it as a getter (lib/i18n.ts).
 */
export function readersLanguage(reader: {
  stored?: string | null;
  cookie?: string | null;
  languages: readonly string[];
}): Language {
  if (isLanguage(reader.stored)) return reader.stored;
  if (isLanguage(reader.cookie)) return reader.cookie;
  return languageOf(reader.languages.join(','));
}
