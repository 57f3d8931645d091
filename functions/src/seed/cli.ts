// Loads the demo data into the emulators: `node functions/lib/seed.js`. Safe to run twice.
import { initializeApp } from 'firebase-admin/app';
import { seed } from './seed';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('The seed runs only against the emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST).');
  process.exit(1);
}
initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-reshelf' });
const summary = await seed();
console.log(JSON.stringify(summary));
