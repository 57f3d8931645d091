// The one place that sets up Firebase and reactfire. Import it only from lazily loaded code:
// Home's first paint must not wait for the Firebase SDK (DESIGN: local stack).
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';

const env = import.meta.env;
/** Without a real project configured, the app runs against the local emulators. */
export const usesEmulators = !env.VITE_FIREBASE_PROJECT_ID;

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
// getAuth() would also load Google's api.js on every page for redirect sign-in, which this app
// never uses; the popup resolver comes with the Google button instead.
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
export const db = getFirestore(firebaseApp);

// Once, at module level (reactfire#459): connecting twice throws.
if (usesEmulators) {
  const host = env.VITE_EMULATOR_HOST ?? window.location.hostname;
  connectAuthEmulator(auth, `http://${host}:${env.VITE_AUTH_EMULATOR_PORT ?? 9099}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, Number(env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
  // bench:web counts Firestore reads from the SDK's debug log; the emulator has no read counter.
  if (localStorage.getItem('reshelf:firestore-debug')) setLogLevel('debug');
}

/** reactfire's context for a lazily loaded region of the page. */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
