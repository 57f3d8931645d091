// The one place the app gets Firebase and reactfire from. Import it only from lazily loaded code:
// Home's first paint must not wait for the Firebase SDK (DESIGN: local stack). The services are
// set up in firebase-services/, a module each.
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from './firebase-services/app';
import { auth } from './firebase-services/auth';
import { db } from './firebase-services/firestore';
import { clearCacheAtSignOut } from './local-cache';

export { usesEmulators } from './firebase-services/app';
export { firebaseApp, auth, db };

clearCacheAtSignOut(auth, db);

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
