// The one place that sets up i18next. The language is the reader's (lib/page-language.ts: the one
// chosen in this browser, else the browser's first language Reshelf speaks); its catalogue is
// fetched before the first render, and the other one never is. `<html lang>` follows it.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOf,
  messageValues,
  type Catalogue,
  type Language,
  type Message,
} from '@reshelf/domain';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { createElement, useSyncExternalStore, type ComponentProps } from 'react';
import { initReactI18next, Trans as I18nTrans } from 'react-i18next';
import { cookieLanguage, LANGUAGE_KEY, languageCookie, readersLanguage } from './page-language';
import { BENGALI_FAMILY } from './bengali-font';

/** The t of useTranslation(), for helpers that take it (table columns). */
export type { TFunction } from 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
  }
}

const catalogues: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('@reshelf/domain/i18n/en').then((m) => m.en),
  bn: () => import('@reshelf/domain/i18n/bn').then((m) => m.bn),
};

const https = typeof location !== 'undefined' && location.protocol === 'https:';

// Bangla glyphs for Bangla readers only: the font files are fetched once the language is chosen,
// unless a page prerendered in Bangla brought their faces (web/scripts/prerender.mjs).
const fonts: Partial<Record<Language, () => Promise<unknown>>> = {
  bn: async () =>
    document.querySelector('style[data-fonts="bn"]') ??
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
};

/**
 * How long the first render waits for the language's font: time enough for one the device has
 * cached, so a returning reader's text is laid out once, not again when the font swaps in (a line
 * less of Bangla shoves what is under it up: layout shift).
 */
const FONT_WAIT_MS = 500;

/** The language's font faces loaded, or FONT_WAIT_MS passed. */
async function fontsLoaded(language: Language) {
  const load = fonts[language];
  if (!load) return;
  const loaded = (async () => {
    await load();
    await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em ${BENGALI_FAMILY}`, 'বাংলা')));
  })();
  await Promise.race([loaded.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

const options = {
  supportedLngs: LANGUAGES,
  // A key missing from one catalogue fails catalogues.test.ts; no fallback fetches the other one.
  fallbackLng: { bn: [], default: [DEFAULT_LANGUAGE] },
  load: 'languageOnly',
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
} as const;

// i18next keeps its language as a string; the app only ever sets one of LANGUAGES.
const asLanguage = ({ resolvedLanguage, language }: typeof i18next): Language =>
  languageOf(resolvedLanguage ?? language);

/** The current language. */
export const currentLanguage = (): Language => asLanguage(i18next);

const listenLanguage = (changed: () => void) => {
  i18next.on('languageChanged', changed);
  return () => i18next.off('languageChanged', changed);
};
const readLanguage = () => i18next.language;
/**
 * The language of the markup React adopts as it hydrates (adoptingMarkupIn), else i18next's, as the
 * prerender writes each page. A part hydrated after the reader switched still matches its markup,
 * then draws in the new language.
 */
let markupLanguage: Language | undefined;
const readMarkupLanguage = () => markupLanguage ?? i18next.language;

/** Before a hydration: the prerendered markup is in `language`, whatever the reader switches to meanwhile. */
export function adoptingMarkupIn(language: Language) {
  markupLanguage = language;
}
// One t per language, so a component memoized on t draws again when the language changes.
const translators = new Map<string, { t: typeof i18next.t }>();

/**
 * The current language's t, re-rendering the component when the language changes. react-i18next's
 * hook of the same name made a t and a copy of i18next for each use, and subscribed again at each
 * render (docs/performance.md).
 */
export function useTranslation() {
  const language = useSyncExternalStore(listenLanguage, readLanguage, readMarkupLanguage);
  // Another language than i18next's only while a part hydrates after a switch: a t fixed to it,
  // slower (i18next copies its options at each call), and kept apart from the current one's.
  const current = language === i18next.language;
  const key = current ? language : `fixed:${language}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = { t: current ? i18next.t.bind(i18next) : (i18next.getFixedT(language) as typeof i18next.t) };
    translators.set(key, translator);
  }
  return translator;
}

/**
 * react-i18next's Trans with useTranslation's t: it draws again when the language changes, and a
 * part hydrated after a switch matches its markup.
 */
export function Trans(props: Omit<ComponentProps<typeof I18nTrans>, 't'>) {
  return createElement(I18nTrans, { ...props, t: useTranslation().t });
}

const readMarkupLanguageOf = () => languageOf(readMarkupLanguage());

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(listenLanguage, currentLanguage, readMarkupLanguageOf);
}

// Keeps the language where the boot script and Hosting look for it (lib/page-language.ts).
function followLanguage(tag: string) {
  const language = languageOf(tag);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie carries the choice.
  }
  document.cookie = languageCookie(language, https);
  void fonts[language]?.();
}

function storedLanguage() {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Chooses the language and fetches its catalogue; the app renders once this resolves. */
export async function startI18n(): Promise<Language> {
  i18next.on('languageChanged', followLanguage);
  const language = readersLanguage({
    stored: storedLanguage(),
    // A page's first read of document.cookie waits on the browser process (docs/performance.md,
    // "Reads that wait on the browser"): only for a reader with no stored choice.
    get cookie() {
      return cookieLanguage(document.cookie);
    },
    languages: navigator.languages,
  });
  await i18next
    .use(resourcesToBackend((lng: Language) => catalogues[lng]()))
    .use(initReactI18next)
    .init({ ...options, lng: language });
  await fontsLoaded(currentLanguage());
  return currentLanguage();
}

/** Switches the whole app to `language` and remembers it in this browser. */
export const changeLanguage = (language: Language) => i18next.changeLanguage(language);

/**
 * Starts i18next at once in `language` with the catalogues at hand, for the prerender and the
 * tests: what they render is what a first visit in that language renders.
 */
export function startI18nWith(language: Language, catalogues: Partial<Record<Language, Catalogue>>) {
  const resources = Object.fromEntries(Object.entries(catalogues).map(([l, translation]) => [l, { translation }]));
  void i18next.use(initReactI18next).init({ ...options, lng: language, resources, initAsync: false });
}

/** A domain message (a key, or a key with values) in the current language. */
export function translate(message: Message): string {
  // Keys of the typed catalogue are checked where they are written (domain/src/messages.ts).
  const t = i18next.t as (key: string, values?: object) => string;
  return typeof message === 'string' ? t(message) : t(message.key, messageValues(message.values, currentLanguage()));
}
