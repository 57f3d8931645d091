// Whether Reshelf's data can be reached: the browser's own online flag, and what the Firestore
// client reports (lib/firebase-stages/firestore-reach.ts feeds it once Firebase has loaded).
// Free of Firebase, so the app-wide offline notice costs no page its SDK.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let firestoreOffline = false;
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;

function changed() {
  for (const listener of listeners) listener();
}

/** The Firestore client's verdict: it has no server connection (true) or has one again (false). */
export function setFirestoreOffline(offline: boolean) {
  if (offline === firestoreOffline) return;
  firestoreOffline = offline;
  changed();
}

export const isOffline = () => firestoreOffline || browserOffline;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  const browser = () => {
    browserOffline = !navigator.onLine;
    changed();
  };
  window.addEventListener('online', browser);
  window.addEventListener('offline', browser);
}

/** True while Reshelf cannot be reached; re-renders when that changes. The prerender says online. */
export function useOffline() {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}

/** Calls `listener` whenever reachability changes; returns the unsubscribe. */
export const onReachChange = subscribe;
