// How a list of books is sorted and filtered (category and search pages). The view lives in the
// page's URL, so a link reproduces it and Back returns to the one before.
import { VALIDATION } from './messages';
import { z } from './zod';
import { CONDITIONS, type Condition } from './constants';

export const BOOK_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];
export const BOOK_SORT_LABELS: Record<BookSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export interface BookView {
  sort: BookSort;
  condition?: Condition;
  minPrice?: number;
  maxPrice?: number;
}

export const hasPriceRange = (v: Pick<BookView, 'minPrice' | 'maxPrice'>) =>
  v.minPrice !== undefined || v.maxPrice !== undefined;

/**
 * Firestore orders a query with a range filter by the range field first, so a price range
 * lists by price: "newest" becomes low to high.
 */
export const effectiveSort = (v: BookView): BookSort =>
  v.sort === 'newest' && hasPriceRange(v) ? 'price-asc' : v.sort;

/** Search param of the typed search text (the search page's URL). */
export const SEARCH_PARAM = 'q';
/** Search param names of the view. */
export const VIEW_PARAMS = { sort: 'sort', condition: 'condition', minPrice: 'min', maxPrice: 'max' } as const;

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

/** The search params of a view; a default is undefined (left out), so plain links stay plain. */
export function bookViewParams(view: BookView): Record<string, string | undefined> {
  const sort = effectiveSort(view);
  return {
    [VIEW_PARAMS.sort]: sort === 'newest' ? undefined : sort,
    [VIEW_PARAMS.condition]: view.condition,
    [VIEW_PARAMS.minPrice]: view.minPrice?.toString(),
    [VIEW_PARAMS.maxPrice]: view.maxPrice?.toString(),
  };
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
