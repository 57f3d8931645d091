// Firebase, a service per module (lib/firebase.tsx provides them to reactfire): Firestore.
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  setLogLevel,
  waitForPendingWrites,
} from 'firebase/firestore';
import { emulatorHost, firebaseApp } from './app';

// Pages seen before open offline from IndexedDB, in every tab at once; lib/local-cache.ts
// clears it when the person signs out.
export const db = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});

const emulatorPort = Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080);

/** The server the client talks to (firestore-reach.ts asks whether it answers at all). */
export const firestoreOrigin = import.meta.env.RESHELF_EMULATORS
  ? `http://${emulatorHost()}:${emulatorPort}`
  : 'https://firestore.googleapis.com';

// Once, at module level (reactfire#459): connecting twice throws.
if (import.meta.env.RESHELF_EMULATORS) {
  connectFirestoreEmulator(db, emulatorHost(), emulatorPort);
  // bench:web counts Firestore reads from the SDK's debug log; the emulator has no read counter.
  if (localStorage.getItem('reshelf:firestore-debug')) setLogLevel('debug');
}

// Starts the client (its cache and sync engine, most of the SDK's set-up) now, outside of the
// first render that subscribes to a query; a new client has no writes to wait for. Not for speed:
// without it a returning reload's first query sometimes never answered (docs/performance.md).
waitForPendingWrites(db).catch(() => undefined);
