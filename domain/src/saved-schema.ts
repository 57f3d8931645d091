// The saved search body's schema, apart from saved.ts so a page that only reads saved books does not
// load zod.
import { priceBound } from './book-view-schema';
import { CATEGORIES, type CategoryId } from './constants';
import { VALIDATION } from './messages';
import { SAVED_MESSAGES } from './saved';
import { searchWords } from './search';
import { z } from './zod';

/** Words one saved search may keep; a longer one would match next to nothing. */
const MAX_SAVED_SEARCH_WORDS = 8;
const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as [CategoryId, ...CategoryId[]];

/**
 * POST /saved/searches: the typed words (normalised here, as the search page does), a category id
 * and a price range, each optional; but a search needs a word or a category, or it would match
 * every listing.
 */
export const savedSearchSchema = z
  .object({
    words: z
      .string({ error: VALIDATION.text })
      .max(200, { error: SAVED_MESSAGES.wordsTooLong })
      .default('')
      .transform(searchWords)
      .refine((w) => w.length <= MAX_SAVED_SEARCH_WORDS, { error: SAVED_MESSAGES.tooManyWords }),
    category: z.enum(CATEGORY_IDS, { error: VALIDATION.category }).optional(),
    minPrice: priceBound,
    maxPrice: priceBound,
  })
  .refine((s) => s.words.length > 0 || s.category !== undefined, {
    path: ['words'],
    error: SAVED_MESSAGES.tooBroad,
  })
  .refine((s) => s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice, {
    path: ['maxPrice'],
    error: VALIDATION.maxBelowMin,
  });
export type NewSavedSearch = z.infer<typeof savedSearchSchema>;
export type NewSavedSearchBody = z.input<typeof savedSearchSchema>;
