// Firestore's offline cache belongs to the person signed in, and so do the listings they saw
// (seen-listings.ts): on a shared phone the next person must see nothing of the last one. A cache
// can only be cleared by a stopped client, so a sign-out (here, in another tab, or by the server)
// clears it and starts the page again.
import type { Message } from '@reshelf/domain';
import { deleteUser, onAuthStateChanged, signOut, type Auth, type User } from 'firebase/auth';
import { clearIndexedDbPersistence, terminate, type Firestore } from 'firebase/firestore';
import { CACHE_OWNER_KEY } from './cache-owner';
import { notify, type Variant } from './notify';
import { SEEN_LISTINGS_KEY } from './seen-listings';

let leaving: { stay?: boolean; to?: string; message?: { variant: Variant; text: Message } } = {};

async function forget(db: Firestore) {
  localStorage.removeItem(CACHE_OWNER_KEY);
  localStorage.removeItem(SEEN_LISTINGS_KEY);
  try {
    await terminate(db);
    await clearIndexedDbPersistence(db);
  } catch (err) {
    console.error('Could not clear the offline cache', err);
  }
  if (leaving.message) notify.afterReload(leaving.message.variant, leaving.message.text);
  if (leaving.to) window.location.replace(leaving.to);
  else window.location.reload();
}

/** Clears the cache whenever the person who filled it is signed out, even while the app was closed. */
export function clearCacheAtSignOut(auth: Auth, db: Firestore) {
  onAuthStateChanged(auth, (user) => {
    if (user) localStorage.setItem(CACHE_OWNER_KEY, user.uid);
    else if (leaving.stay) leaving = {};
    else if (localStorage.getItem(CACHE_OWNER_KEY)) void forget(db);
  });
}

/** Signs out; the page then starts again, clean, at `to` (or where it is), showing `message`. */
export async function signOutAndForget(
  auth: Auth,
  { to, message }: { to?: string; message?: { variant: Variant; text: Message } } = {},
) {
  leaving = { to, message };
  await signOut(auth);
}

/**
 * Undoes a sign-in that did not finish (no accessToken, no profile) without leaving the page, so
 * the form keeps what was typed. The cache holds no more than the person's own profile by then,
 * and goes at the next sign-out or start.
 */
export async function undoSignIn(auth: Auth) {
  leaving = { stay: true };
  await signOut(auth);
}

/**
 * Deletes an account a sign-in has just made by mistake (a phone number no account uses) without
 * leaving the page; deleting it signs it out. Signed out all the same if the deletion fails.
 */
export async function undoNewAccount(auth: Auth, user: User) {
  leaving = { stay: true };
  try {
    await deleteUser(user);
  } catch (err) {
    console.error('Could not delete the account a phone sign-in made', err);
    await signOut(auth);
  }
}
