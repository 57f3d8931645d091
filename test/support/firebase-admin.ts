// The Admin SDK against the emulators, to arrange data and to check what a call wrote.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { AUTH_URL, FIRESTORE, PROJECT_ID } from './emulators';

// Read when the first call is made, so setting them here, after the imports, is in time.
process.env.FIRESTORE_EMULATOR_HOST ??= `${FIRESTORE.host}:${FIRESTORE.port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= new URL(AUTH_URL).host;

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const db = getFirestore(app);
export const adminAuth = getAuth(app);
