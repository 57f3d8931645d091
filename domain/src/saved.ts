// Saved books and saved searches (DESIGN: conversation, reviews and notifications). A saved
// search is indexed by one key, so a new listing finds the searches it may match with a few
// `in` queries on that key instead of reading every saved search.
import type { CategoryId } from './constants';
import { COLLECTIONS } from './firestore';
import type { TimestampLike } from './timestamp';
import type { Catalogue } from './i18n/en';
import type { SectionKeys } from './messages';

/** Firestore's limit on the values of one `in` filter: the trigger asks for its keys in chunks this size. */
export const IN_QUERY_LIMIT = 30;

export const SAVED_SUBCOLLECTION = 'saved';
export const savedBooksPath = (uid: string) => `${COLLECTIONS.users}/${uid}/${SAVED_SUBCOLLECTION}`;

/**
 * `users/{uid}/saved/{productId}`: a book the person saved, with a copy of what identifies it. The
 * Saved page reads the listing itself for its current state (and shows a gone one from this copy).
 */
export interface SavedBookDoc {
  productId: string;
  productName: string;
  image: string;
  price: number;
  categoryId: CategoryId;
  savedAt: TimestampLike;
}

/**
 * `savedSearches/{id}`: one person's saved search. The id comes from its owner and its terms
 * (`savedSearchIdFor`), so saving the same search twice finds the first. `matchKey` is the key a
 * new listing looks it up by (`matchKeyOf`).
 */
export interface SavedSearchDoc {
  ownerUid: string;
  /** Normalised with `searchWords`. */
  words: string[];
  category?: CategoryId;
  minPrice?: number;
  maxPrice?: number;
  matchKey: string;
  createdAt: TimestampLike;
}

/** What decides whether a listing matches: a saved search's terms. */
type SavedSearchTerms = Pick<SavedSearchDoc, 'words' | 'category' | 'minPrice' | 'maxPrice'>;

/** What the matching reads of a listing: its stored keywords (`productKeywords`), category and price. */
interface MatchableListing {
  keywords: readonly string[];
  categoryId: string;
  price: number;
}

const categoryKey = (id: string) => `category:${id}`;

/**
 * The key a saved search is found by: its longest word (the most selective, as `searchPlan` picks),
 * else its category. A listing's keys are its keywords and its category (`listingMatchKeys`), so
 * every search that can match it has one of them. A search with neither is refused
 * (`savedSearchSchema`): it would be read by every new listing.
 */
export function matchKeyOf({ words, category }: Pick<SavedSearchTerms, 'words' | 'category'>): string {
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  if (longest !== undefined) return longest;
  if (category === undefined) throw new Error('A saved search needs a word or a category');
  return categoryKey(category);
}

/** The keys a new listing looks saved searches up by: each of its keywords, and its category. */
export const listingMatchKeys = (listing: Pick<MatchableListing, 'keywords' | 'categoryId'>) => [
  ...new Set([...listing.keywords, categoryKey(listing.categoryId)]),
];

/** A listing matches when it has every saved word, is in the category (if set) and in the price range (if set). */
export function matchesSavedSearch(search: SavedSearchTerms, listing: MatchableListing): boolean {
  return (
    search.words.every((w) => listing.keywords.includes(w)) &&
    (search.category === undefined || search.category === listing.categoryId) &&
    (search.minPrice === undefined || listing.price >= search.minPrice) &&
    (search.maxPrice === undefined || listing.price <= search.maxPrice)
  );
}

/** The id of a person's saved search: the same terms give the same id, so a repeat finds the first. */
export function savedSearchIdFor(ownerUid: string, terms: SavedSearchTerms): string {
  const key = JSON.stringify([
    [...terms.words].sort(),
    terms.category ?? null,
    terms.minPrice ?? null,
    terms.maxPrice ?? null,
  ]);
  // FNV-1a, 32 bits twice (two seeds): a short stable id without a crypto dependency in the browser.
  const hash = (seed: number) => {
    let h = seed;
    for (let i = 0; i < key.length; i++) {
      h ^= key.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(36);
  };
  return `${ownerUid}_${hash(0x811c9dc5)}${hash(0x01000193)}`;
}

/** What a refused saved search says: the section `saved.error` of the catalogues (i18n/en/saved.ts). */
export const SAVED_MESSAGES = {
  wordsTooLong: 'saved.error.wordsTooLong',
  tooManyWords: 'saved.error.tooManyWords',
  tooBroad: 'saved.error.tooBroad',
  tooManySearches: 'saved.error.tooManySearches',
} as const satisfies SectionKeys<Catalogue['saved']['error'], 'saved.error'>;

/** `searchMatches/{productId}_{batch}` (server only): a batch of the listing's notifications went out; a retried event stops here. */
export interface SearchMatchDoc {
  notified: number;
  at: TimestampLike;
  /** A retried event comes within hours: the mark goes after SEARCH_MATCH_DAYS (a TTL). */
  expiresAt: TimestampLike;
}
export const SEARCH_MATCH_DAYS = 7;
