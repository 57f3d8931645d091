import { CURRENCY_SYMBOL } from './constants';

const countFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatPrice = (n: number) => `${CURRENCY_SYMBOL}${countFormat.format(n)}`;
export const formatCount = (n: number) => countFormat.format(n);
/** "14 December 2022". */
export const formatPostedDate = (iso: string | number | Date) => dateFormat.format(new Date(iso));
