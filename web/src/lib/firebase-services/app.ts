// Firebase, a service per module (lib/firebase.ts hands them out): the app.
import { initializeApp } from 'firebase/app';

/** Emulator mode, fixed at build time (vite.config.ts): a production bundle has no emulator code. */
export const usesEmulators = import.meta.env.RESHELF_EMULATORS;

/** Where the emulators listen: the page's own host unless told otherwise. */
export const emulatorHost = () => import.meta.env.VITE_EMULATOR_HOST ?? window.location.hostname;

/** The Firestore emulator's port, for both Firestore SDKs (firestore.ts, firestore-lite.ts). */
export const firestoreEmulatorPort = Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080);

export const firebaseApp = initializeApp(
  import.meta.env.RESHELF_EMULATORS
    ? { apiKey: 'demo-api-key', projectId: 'demo-reshelf', authDomain: 'demo-reshelf.firebaseapp.com' }
    : {
        apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
        authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
        appId: import.meta.env.VITE_FIREBASE_APP_ID,
      },
);
