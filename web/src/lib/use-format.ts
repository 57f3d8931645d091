import { formatCount, formatMonth, formatPostedDate, formatPrice, isLanguage, DEFAULT_LANGUAGE } from '@reshelf/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Prices, counts and dates as the current language writes them, in Dhaka's time. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      price: (n: number) => formatPrice(n, language),
      count: (n: number) => formatCount(n, language),
      date: (at: string | number | Date) => formatPostedDate(at, language),
      month: (at: string | number | Date) => formatMonth(at, language),
    }),
    [language],
  );
}
