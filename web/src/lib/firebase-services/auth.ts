// Firebase, a service per module (lib/firebase.ts hands them out): Auth.
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { emulatorHost, firebaseApp } from './app';

// getAuth() would also load Google's api.js on every page for redirect sign-in, which this app
// never uses; the popup resolver comes with the Google button instead.
export const auth = initializeAuth(firebaseApp, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

// Once, at module level (reactfire#459): connecting twice throws.
if (import.meta.env.RESHELF_EMULATORS) {
  connectAuthEmulator(auth, `http://${emulatorHost()}:${import.meta.env.VITE_AUTH_EMULATOR_PORT ?? 9099}`, {
    disableWarnings: true,
  });
  // No reCAPTCHA loads for phone codes: the SDK's stand-in passes them (connectAuthEmulator sets
  // this too; said here because production must never have it).
  auth.settings.appVerificationDisabledForTesting = true;
}
