// Loads the demo data into the emulators: `npm run seed` while they run. Safe to run twice.
import { initializeApp } from 'firebase-admin/app';
import { assertDemoProject } from '../bootstrap/args';
import { seed } from './seed';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-reshelf';
try {
  assertDemoProject(projectId);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('The seed runs only against the emulators (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST).');
  process.exit(1);
}
initializeApp({ projectId });
const summary = await seed();
console.log(JSON.stringify(summary));
