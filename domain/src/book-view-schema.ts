// The book view read from a page's search params, and the price range form: the parts of the view
// that need zod, apart from book-view.ts so a page that only links to a view (the navbar's search
// box, which every page hydrates) does not load zod.
import { CONDITIONS } from './constants';
import { VALIDATION } from './messages';
import { z } from './zod';
import { BOOK_SORTS, effectiveSort, VIEW_PARAMS, type BookView } from './book-view';

const price = z.coerce.number().nonnegative().max(1_000_000).optional().catch(undefined);

// A hand-edited or outdated link still opens: what cannot be read is left out.
const viewParamsSchema = z
  .object({
    sort: z.enum(BOOK_SORTS).catch('newest'),
    condition: z.enum(CONDITIONS).optional().catch(undefined),
    minPrice: price,
    maxPrice: price,
  })
  .transform((v): BookView => {
    const swapped = v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice;
    const view = swapped ? { ...v, minPrice: v.maxPrice, maxPrice: v.minPrice } : v;
    return { ...view, sort: effectiveSort(view) };
  });

/** The view of a page's search params, given their getter (`URLSearchParams.get`). */
export function readBookView(param: (name: string) => string | null): BookView {
  const raw = (name: string) => param(name) || undefined;
  return viewParamsSchema.parse({
    sort: raw(VIEW_PARAMS.sort),
    condition: raw(VIEW_PARAMS.condition),
    minPrice: raw(VIEW_PARAMS.minPrice),
    maxPrice: raw(VIEW_PARAMS.maxPrice),
  });
}

/** A typed price bound: empty is no bound; anything else must be a price. */
export const priceBoundField = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : Number(v.replace(/,/g, ''))))
  .pipe(
    z
      .number({ error: VALIDATION.number })
      .nonnegative({ error: VALIDATION.nonNegative })
      .max(1_000_000, { error: VALIDATION.atMostMillion })
      .optional(),
  );

/** The price range form: both bounds optional, the lower one not above the higher one. */
export const priceRangeSchema = z
  .object({ min: priceBoundField, max: priceBoundField })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    path: ['max'],
    error: VALIDATION.maxBelowMin,
  });
export type PriceRangeForm = z.input<typeof priceRangeSchema>;
