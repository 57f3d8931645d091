// Firebase, a service per module (firebase-staged.ts evaluates them a task each): Firestore.
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore';
import { emulatorHost, firebaseApp, usesEmulators } from './app';

export const db = getFirestore(firebaseApp);

// Once, at module level (reactfire#459): connecting twice throws.
if (usesEmulators) {
  connectFirestoreEmulator(db, emulatorHost, Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
  // bench:web counts Firestore reads from the SDK's debug log; the emulator has no read counter.
  if (localStorage.getItem('reshelf:firestore-debug')) setLogLevel('debug');
}
