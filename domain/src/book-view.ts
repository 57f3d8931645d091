// How a list of books is sorted and filtered (category and search pages). The view lives in the
// page's URL, so a link reproduces it and Back returns to the one before.
import { CONDITIONS, MAX_PRICE, type Condition } from './constants';

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

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((v) => v === value);
const priceOf = (value: string | undefined) => {
  const price = value === undefined ? NaN : Number(value);
  return Number.isFinite(price) && price >= 0 && price <= MAX_PRICE ? price : undefined;
};

/**
 * The view of a page's search params, given their getter (`URLSearchParams.get`). A hand-edited
 * or outdated link still opens: what cannot be read is left out. Read by hand rather than with
 * zod, which every shelf would then load and evaluate before its first render.
 */
export function readBookView(param: (name: string) => string | null): BookView {
  const raw = (name: string) => param(name) || undefined;
  const read = {
    sort: oneOf(BOOK_SORTS, raw(VIEW_PARAMS.sort)) ?? 'newest',
    condition: oneOf(CONDITIONS, raw(VIEW_PARAMS.condition)),
    minPrice: priceOf(raw(VIEW_PARAMS.minPrice)),
    maxPrice: priceOf(raw(VIEW_PARAMS.maxPrice)),
  };
  const swapped = read.minPrice !== undefined && read.maxPrice !== undefined && read.minPrice > read.maxPrice;
  const view = swapped ? { ...read, minPrice: read.maxPrice, maxPrice: read.minPrice } : read;
  return { ...view, sort: effectiveSort(view) };
}
