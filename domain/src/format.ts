import { CURRENCY_SYMBOL } from './constants';
import { DEFAULT_LANGUAGE, LOCALES, TIME_ZONE, type Language } from './i18n/languages';

const cached = <T>(make: (language: Language) => T) => {
  const made = new Map<Language, T>();
  return (language: Language) => made.get(language) ?? made.set(language, make(language)).get(language)!;
};
const countFormat = cached((l) => new Intl.NumberFormat(LOCALES[l]));
const dateFormat = cached(
  (l) => new Intl.DateTimeFormat(LOCALES[l], { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
);
const dateTimeFormat = cached(
  (l) =>
    new Intl.DateTimeFormat(LOCALES[l], {
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      // Bangla's CLDR pattern keeps an English "AM"/"PM"; its 24-hour clock reads in Bangla alone.
      ...(l === 'bn' ? { hourCycle: 'h23' as const } : {}),
      timeZone: TIME_ZONE,
    }),
);
const yearFormat = cached((l) => new Intl.NumberFormat(LOCALES[l], { useGrouping: false }));
const monthFormat = cached(
  (l) => new Intl.DateTimeFormat(LOCALES[l], { month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
);

/** "৳1,25,000" in English, "৳১,২৫,০০০" in Bangla. */
export const formatPrice = (n: number, language: Language = DEFAULT_LANGUAGE) =>
  `${CURRENCY_SYMBOL}${countFormat(language).format(n)}`;
export const formatCount = (n: number, language: Language = DEFAULT_LANGUAGE) => countFormat(language).format(n);
/** "14 December 2022" in Dhaka's calendar. */
export const formatPostedDate = (iso: string | number | Date, language: Language = DEFAULT_LANGUAGE) =>
  dateFormat(language).format(new Date(iso));
/** "14 December at 3:05 pm" in Dhaka's time. */
export const formatDateTime = (at: Date, language: Language = DEFAULT_LANGUAGE) => dateTimeFormat(language).format(at);
/** "December 2022". */
export const formatMonth = (iso: string | number | Date, language: Language = DEFAULT_LANGUAGE) =>
  monthFormat(language).format(new Date(iso));
/** A year is no amount: no digit grouping, in the language's digits ("2026", "২০২৬"). */
export const formatYear = (year: number, language: Language = DEFAULT_LANGUAGE) => yearFormat(language).format(year);
