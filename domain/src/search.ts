// Search by words of a book's title and author. The API and the seed store each listing's
// keywords with `productKeywords`; the search page normalises the typed text with `searchWords`,
// so both sides read "Château", "CHATEAU" and "chateau" as the same word.

/** Words too common to tell books apart; a search for them alone finds nothing. */
const STOP_WORDS = new Set(['the', 'an', 'and', 'of', 'in', 'on', 'to', 'for', 'at', 'by', 'with']);
/** A keyword is also stored by its beginnings from this length, so "drac" finds Dracula. */
const MIN_PREFIX = 3;

/** Lowercase words without accents, stop words or single letters: "Les Misérables" -> ["les", "miserables"]. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  return [...new Set(words)];
}

/** The keyword array of a listing: each word of its title and author, and the beginnings of each. */
export function productKeywords({ productName, author }: { productName: string; author?: string }): string[] {
  const keywords = searchWords(`${productName} ${author ?? ''}`).flatMap((word) =>
    Array.from({ length: Math.max(word.length - MIN_PREFIX + 1, 1) }, (_, i) =>
      word.slice(0, Math.min(MIN_PREFIX + i, word.length)),
    ),
  );
  return [...new Set(keywords)];
}

/**
 * Firestore takes one `array-contains` per query: it asks for the longest typed word (the most
 * selective), and the page narrows to listings that have every other word too.
 */
export function searchPlan(text: string): { keyword: string; rest: string[] } | undefined {
  const words = searchWords(text);
  const keyword = [...words].sort((a, b) => b.length - a.length)[0];
  return keyword === undefined ? undefined : { keyword, rest: words.filter((w) => w !== keyword) };
}
