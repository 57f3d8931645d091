// Search by words of a book's title and author. The API and the seed store each listing's
// keywords with `productKeywords`; the search page normalises the typed text with `searchWords`,
// so both sides read "Château", "CHATEAU" and "chateau" as the same word. Bengali script keeps its
// vowel signs (they are marks, not accents) and is cut into beginnings only between its letters'
// clusters, never inside one: "রবীন্দ্রনাথ" is stored as "রবী", "রবীন্দ্র", "রবীন্দ্রনা", ...

/** Words too common to tell books apart; a search for them alone finds nothing. */
const STOP_WORDS = new Set(['the', 'an', 'and', 'of', 'in', 'on', 'to', 'for', 'at', 'by', 'with', 'এবং']);
/** A keyword is also stored by its beginnings from this length, so "drac" finds Dracula. */
const MIN_PREFIX = 3;

/** Lowercase words without accents, stop words or single letters: "Les Misérables" -> ["les", "miserables"]. */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    // Accents are folded on Latin letters only: Bengali's vowel signs are part of the word.
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  return [...new Set(words)];
}

const clusters = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** A word's beginnings of at least MIN_PREFIX characters that end between two clusters, and the word. */
function beginnings(word: string): string[] {
  const ends = [...clusters.segment(word)].map(({ index, segment }) => index + segment.length);
  const long = ends.map((end) => word.slice(0, end)).filter((prefix) => [...prefix].length >= MIN_PREFIX);
  return long.length > 0 ? long : [word];
}

/** The keyword array of a listing: each word of its title and author, and the beginnings of each. */
export function productKeywords({ productName, author }: { productName: string; author?: string }): string[] {
  return [...new Set(searchWords(`${productName} ${author ?? ''}`).flatMap(beginnings))];
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
