// The price range form: the part of the view that needs zod, apart from book-view.ts so a page
// that shows a view loads zod only when its range form is sent.
import { MAX_PRICE } from './constants';
import { VALIDATION } from './messages';
import { z } from './zod';

/** A price bound, none if undefined: the range form's and a saved search's (saved-schema.ts). */
export const priceBound = z
  .number({ error: VALIDATION.number })
  .nonnegative({ error: VALIDATION.nonNegative })
  .max(MAX_PRICE, { error: VALIDATION.atMostMillion })
  .optional();

/** A typed price bound: empty is no bound; anything else must be a price. */
export const priceBoundField = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : Number(v.replace(/,/g, ''))))
  .pipe(priceBound);

/** The price range form: both bounds optional, the lower one not above the higher one. */
export const priceRangeSchema = z
  .object({ min: priceBoundField, max: priceBoundField })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    path: ['max'],
    error: VALIDATION.maxBelowMin,
  });
export type PriceRangeForm = z.input<typeof priceRangeSchema>;
