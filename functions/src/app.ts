import express from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@reshelf/domain';

/** The Express app behind the `api` function; tests drive it directly. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  const router = express.Router();

  router.get('/categories', async (_req, res) => {
    const snap = await getFirestore().collection(COLLECTIONS.categories).orderBy('position').get();
    res.json(snap.docs.map((d) => ({ _id: d.id, ...d.data() })));
  });

  // Through Hosting the function sees /api/...; at its own emulator URL it sees the bare path.
  app.use('/api', router);
  app.use(router);
  return app;
}
