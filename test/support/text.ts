// What a reader sees for a catalogue key, in English or Bangla: the suites compare pages, toasts
// and API replies with it rather than copying the texts.
import { messageValues, type Language, type Message } from '@reshelf/domain';
import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import i18next from 'i18next';

const reader = i18next.createInstance();
void reader.init({
  lng: 'en',
  resources: { en: { translation: en }, bn: { translation: bn } },
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
const fixed = { en: reader.getFixedT('en'), bn: reader.getFixedT('bn') };

/** The text of a key (or a key with values) as a reader of `language` sees it. */
export function text(message: Message, language: Language = 'en'): string {
  const t = fixed[language] as (key: string, values?: object) => string;
  return typeof message === 'string' ? t(message) : t(message.key, messageValues(message.values, language));
}
