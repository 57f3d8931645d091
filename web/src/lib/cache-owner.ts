/**
 * Who filled Firestore's offline cache: in localStorage from sign-in until the cache is cleared
 * after sign-out (local-cache.ts). A prerendered page reads it as "someone is signed in here" and
 * starts the app at its first paint for them (boot/page-boot.ts). A module of its own, so the
 * prerender reads it without Firebase.
 */
export const CACHE_OWNER_KEY = 'reshelf:cache-owner';

/**
 * Whether someone may be signed in here, told without loading Firebase: nobody is while no cache
 * has an owner. Storage that cannot be read tells nothing, so the answer is yes.
 */
export function mayBeSignedIn() {
  try {
    return localStorage.getItem(CACHE_OWNER_KEY) !== null;
  } catch {
    return true;
  }
}
