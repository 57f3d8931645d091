// Firebase, a service per module (lib/firebase.ts hands them out): Firestore Lite, whose reads are
// one HTTP request each (lib/first-page.ts).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulatorHost, firebaseApp } from './app';

export const liteDb = getFirestore(firebaseApp);

if (import.meta.env.RESHELF_EMULATORS) {
  connectFirestoreEmulator(liteDb, emulatorHost(), Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}
