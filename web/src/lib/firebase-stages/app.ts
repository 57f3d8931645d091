// Firebase, a service per module (firebase-staged.ts evaluates them a task each): the app.
import { initializeApp } from 'firebase/app';

const env = import.meta.env;
/** Without a real project configured, the app runs against the local emulators. */
export const usesEmulators = !env.VITE_FIREBASE_PROJECT_ID;
export const emulatorHost = env.VITE_EMULATOR_HOST ?? window.location.hostname;

export const firebaseApp = initializeApp(
  usesEmulators
    ? { apiKey: 'demo-api-key', projectId: 'demo-reshelf', authDomain: 'demo-reshelf.firebaseapp.com' }
    : {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        appId: env.VITE_FIREBASE_APP_ID,
      },
);
