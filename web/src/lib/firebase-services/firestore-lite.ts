// Firebase, a service per module (lib/firebase.ts hands them out): Firestore Lite, whose reads are
// one HTTP request each (lib/first-page.ts).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulatorHost, firebaseApp, firestoreEmulatorPort } from './app';

export const liteDb = getFirestore(firebaseApp);

if (import.meta.env.RESHELF_EMULATORS) {
  connectFirestoreEmulator(liteDb, emulatorHost(), firestoreEmulatorPort);
}
