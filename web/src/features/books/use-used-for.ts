import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';

/**
 * How long a book was used, in the reader's language: the text worked out from the year of
 * purchase (domain `deriveUseOnly`: "Less than a year", "1 year", "3 years") is translated; what a
 * seller typed is shown as typed.
 */
export function useUsedFor() {
  const { t } = useTranslation();
  const { count } = useFormat();
  return useCallback(
    (value: string): string => {
      if (value === 'Less than a year') return t('books.usedFor.lessThanYear');
      const years = /^(\d+) years?$/.exec(value)?.[1];
      if (years === undefined) return value;
      const n = Number(years);
      return n === 1 ? t('books.usedFor.oneYear') : t('books.usedFor.years', { years: count(n) });
    },
    [t, count],
  );
}
