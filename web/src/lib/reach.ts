// Whether Reshelf's data can be reached, as the Firestore client reports it
// (lib/firebase-services/firestore-reach.ts feeds it once a page reads data). Free of Firebase, so
// the app-wide offline notice costs no page its SDK. navigator.onLine is not asked: it is false
// on a machine without a network interface even when Reshelf runs on it, and true on a dead
// mobile connection.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let offline = false;

/** The Firestore client's verdict: it has no server connection (true) or has one again (false). */
export function setFirestoreOffline(now: boolean) {
  if (now === offline) return;
  offline = now;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True while Reshelf cannot be reached; re-renders when that changes. The prerender says online. */
export function useOffline() {
  return useSyncExternalStore(
    subscribe,
    () => offline,
    () => false,
  );
}
