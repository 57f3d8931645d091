/**
 * A badge's number in the reader's digits, or "20+" past `shownMax`: the live queries behind the
 * badges read at most one more than they show.
 */
export const cappedCount = (n: number, shownMax: number, format: (n: number) => string) =>
  n > shownMax ? `${format(shownMax)}+` : format(n);
