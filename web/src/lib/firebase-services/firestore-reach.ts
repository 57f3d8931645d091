import {
  collection,
  disableNetwork,
  enableNetwork,
  limit,
  onSnapshot,
  query,
  type Firestore,
} from 'firebase/firestore';
import { setFirestoreOffline } from '../reach';

/** How long a snapshot may come from the cache before the client counts as offline. */
const CACHE_GRACE_MS = 2_000;
/** While offline, how often the client tries the server again. */
const RETRY_MS = 3_000;

/**
 * Tells lib/reach whether the Firestore client has the server, from a one-document listener that
 * every visitor may read. While it has not, the client is restarted every few seconds: after a
 * long outage its own back-off waits up to a minute, and a page must heal within seconds.
 */
export function watchFirestoreReach(db: Firestore, collectionPath: string) {
  let grace: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setInterval> | undefined;
  let restarting = false;

  // disableNetwork closes the streams without an error, which resets their back-off.
  const tryAgain = async () => {
    if (restarting) return;
    restarting = true;
    try {
      await disableNetwork(db);
      await enableNetwork(db);
    } catch (err) {
      console.error('Could not restart the Firestore connection', err);
    } finally {
      restarting = false;
    }
  };
  const offline = () => {
    setFirestoreOffline(true);
    retry ??= setInterval(tryAgain, RETRY_MS);
  };
  const online = () => {
    clearTimeout(grace);
    grace = undefined;
    clearInterval(retry);
    retry = undefined;
    setFirestoreOffline(false);
  };

  onSnapshot(
    query(collection(db, collectionPath), limit(1)),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) online();
      else grace ??= setTimeout(offline, CACHE_GRACE_MS);
    },
    // At sign-out the client is terminated (lib/local-cache.ts), which ends this listener too.
    (err) => {
      if (err.code !== 'aborted') console.error('The connection watch stopped', err);
    },
  );
  window.addEventListener('online', () => void tryAgain());
}
