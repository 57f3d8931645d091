// Firebase, a service per module (lib/firebase.ts hands them out): Firestore.
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  setLogLevel,
  waitForPendingWrites,
} from 'firebase/firestore';
import { emulatorHost, firebaseApp, firestoreEmulatorPort } from './app';

// Pages seen before open offline from IndexedDB, in every tab at once; lib/local-cache.ts
// clears it when the person signs out.
export const db = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

/** The server the client talks to (firestore-reach.ts asks whether it answers at all). */
export const firestoreOrigin = import.meta.env.RESHELF_EMULATORS
  ? `http://${emulatorHost()}:${firestoreEmulatorPort}`
  : 'https://firestore.googleapis.com';

// Once, at module level (reactfire#459): connecting twice throws.
if (import.meta.env.RESHELF_EMULATORS) {
  connectFirestoreEmulator(db, emulatorHost(), firestoreEmulatorPort);
  // bench:web counts Firestore reads from the SDK's debug log; the emulator has no read counter.
  if (localStorage.getItem('reshelf:firestore-debug')) setLogLevel('debug');
}

// Starts the client (its cache and sync engine, most of the SDK's set-up) now, outside of the
// first render that subscribes to a query; a new client has no writes to wait for. Not for speed:
// without it a returning reload's first query sometimes never answered (docs/performance.md).
const started = waitForPendingWrites(db).catch(() => undefined);

// A page of the app left for another (a link before the app started, a typed address) stays
// frozen in the back/forward cache; frozen while Firebase creates or upgrades an IndexedDB store
// (this cache, or Auth's saved session, which the client waits for), it keeps the next page from
// opening it for good: a spinner or a sign-in that never ends, and no error (docs/performance.md,
// "A page that never opened its cache"). Until its client has started, a page listens on this
// channel, and each page's start posts on it: a frozen page that receives a message is evicted
// (Chromium: "broadcastchannel-message"), a live one ignores it, a started one no longer listens.
if ('BroadcastChannel' in globalThis) {
  const starting = new BroadcastChannel('reshelf:firestore-start');
  starting.onmessage = () => undefined;
  starting.postMessage('starting');
  void started.then(() => starting.close());
}
