import { randomBytes } from 'node:crypto';

/**
 * A search word of one run only: `prefix` and ten random letters (26^10 of them). Letters, so the
 * search's word split keeps it whole; a hex string with its digits blanked out repeated itself
 * among a hundred (about one run in twelve).
 */
export function uniqueWord(prefix = 'zq'): string {
  return prefix + Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}
