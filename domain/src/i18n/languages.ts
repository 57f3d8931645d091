// The languages Reshelf speaks, and how each writes numbers and dates (issue: Bangla and English).

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name, written in that language, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The Intl locale of each language: South Asian digit grouping in English, Bangla digits in Bangla. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

/** Reshelf's buyers and sellers meet in Dhaka: every date and time is Dhaka's. */
export const TIME_ZONE = 'Asia/Dhaka';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language of a BCP 47 tag or an Accept-Language header ("bn-BD,bn;q=0.9" -> "bn"); English otherwise. */
export function languageOf(header: string | undefined | null): Language {
  for (const part of (header ?? '').split(',')) {
    const base = part.trim().split(/[-_;]/)[0]!.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
