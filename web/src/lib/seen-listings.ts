// What this browser last read of the listings its reader saw (a shelf's cards, a book's page), so
// a book's page draws its cover and title at once: the listing itself waits for Firebase to load
// and for Auth to check the saved session, a round trip, before Firestore opens its cache
// (docs/performance.md). Cleared with that cache at sign-out (local-cache.ts).

import { CATEGORIES, type CategoryId } from '@reshelf/domain';
import { mayBeSignedIn } from './cache-owner';

export const SEEN_LISTINGS_KEY = 'reshelf:seen-listings';

/** As many listings as two shelves' worth of pages: enough for the books a reader goes back to. */
export const SEEN_LISTINGS_KEPT = 60;

/** What a book's page shows of a listing before it is read. */
export interface SeenListing {
  name: string;
  categoryId: CategoryId;
  /** The cover first. */
  photos: string[];
  color?: string;
  /**
   * The cover as the page's <img> asks for it (`src`, and `srcSet` with `sizes` for a photo in
   * sizes): the boot script fetches it as the page starts (boot/page-boot.ts).
   */
  cover: { src: string; srcSet?: string; sizes?: string };
}

type Kept = [id: string, listing: SeenListing][];

const isSeenListing = (value: unknown): value is SeenListing => {
  const v = value as Partial<SeenListing> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    CATEGORIES.some((category) => category.id === v.categoryId) &&
    Array.isArray(v.photos) &&
    v.photos.length > 0 &&
    v.photos.every((photo) => typeof photo === 'string') &&
    (v.color === undefined || typeof v.color === 'string') &&
    typeof v.cover?.src === 'string'
  );
};

/** The kept listings, oldest first; anything unreadable counts as none. */
function kept(): Kept {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SEEN_LISTINGS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((entry): entry is Kept[number] => typeof entry?.[0] === 'string' && isSeenListing(entry[1]))
      : [];
  } catch {
    return [];
  }
}

function keep(listings: Kept) {
  try {
    localStorage.setItem(SEEN_LISTINGS_KEY, JSON.stringify(listings));
  } catch {
    // Storage full or blocked: a book's page then waits for its listing, as without this.
  }
}

/**
 * Keeps these listings as the newest seen, forgetting the oldest beyond SEEN_LISTINGS_KEPT. They
 * belong to whoever fills the offline cache: while nobody does (a sign-out clearing it), nothing.
 */
export function rememberListings(listings: Kept) {
  if (!listings.length || !mayBeSignedIn()) return;
  const ids = new Set(listings.map(([id]) => id));
  keep([...kept().filter(([id]) => !ids.has(id)), ...listings].slice(-SEEN_LISTINGS_KEPT));
}

/** The listing as this browser last saw it, if it did. */
export function seenListing(id: string): SeenListing | undefined {
  return kept().find(([seen]) => seen === id)?.[1];
}

/** Forgets a listing that is no more. */
export function forgetListing(id: string) {
  const all = kept();
  const rest = all.filter(([seen]) => seen !== id);
  if (rest.length < all.length) keep(rest);
}
