// The API's texts in the caller's language (docs/i18n.md): the domain names every message by its
// catalogue key, and what reaches a person is translated here, in the language of the request's
// Accept-Language (the web app sends the language it shows); English for any other.
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf, messageValues, type Language, type Message } from '@reshelf/domain';
import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import type { Request } from 'express';
import i18next from 'i18next';

// Both catalogues are in the bundle: ready before the first request, with nothing to fetch.
const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  // catalogues.test.ts keeps the two catalogues' keys the same: this only guards a slip.
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en }, bn: { translation: bn } },
  nsSeparator: false,
  // Replies are JSON, never HTML: a value such as a book's name is sent as it is.
  interpolation: { escapeValue: false },
  initAsync: false,
  // i18next's advertisement on the console: one more line in every cold start's logs.
  showSupportNotice: false,
});

type Translate = (key: string, values?: Record<string, string | number>) => string;
const fixed = Object.fromEntries(LANGUAGES.map((language) => [language, i18n.getFixedT(language)])) as Record<
  Language,
  Translate
>;

/**
 * The text of a domain message (a catalogue key, or a key with its values) in `language`. A string
 * that is no key (a zod default, say) comes back as it is.
 */
export function translate(message: Message, language: Language = DEFAULT_LANGUAGE): string {
  const t = fixed[language];
  return typeof message === 'string' ? t(message) : t(message.key, messageValues(message.values, language));
}

/** The language the caller reads, from its Accept-Language header. */
export const languageOfRequest = (req: Request): Language => languageOf(req.get('accept-language'));
