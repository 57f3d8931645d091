/**
 * Kept while someone is signed in in this browser, so a prerendered page starts the app at its
 * first paint for them (boot/page-boot.ts) instead of at their first touch: their navbar and pages
 * are the app's. Firebase keeps the session in IndexedDB, which a page cannot read synchronously.
 */
export const SIGNED_IN_KEY = 'reshelf:signed-in';

export function keepSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage blocked: the page starts the app at the reader's first touch instead.
  }
}
