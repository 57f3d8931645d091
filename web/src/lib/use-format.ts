import { formatCount, formatMonth, formatPostedDate, formatPrice, formatYear } from '@reshelf/domain';
import { useMemo } from 'react';
import { useLanguage } from './i18n';

/** Prices, counts, dates and years as the current language writes them, in Dhaka's time. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      price: (n: number) => formatPrice(n, language),
      count: (n: number) => formatCount(n, language),
      date: (at: string | number | Date) => formatPostedDate(at, language),
      month: (at: string | number | Date) => formatMonth(at, language),
      year: (year: number) => formatYear(year, language),
    }),
    [language],
  );
}
