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
/**
 * How long a client may keep connecting while its server answers: a busy phone on a slow network
 * takes seconds to open its first connection (the SDK itself waits up to 10 s), and a notice
 * shown meanwhile and gone a moment later only shoves the page down and back (layout shift).
 */
const CONNECTING_MAX_MS = 10_000;
/** How long the server may take to answer whether it is there at all. */
const PROBE_MS = 3_000;
/** While offline, how often the client tries the server again. */
const RETRY_MS = 3_000;

/** Whether anything answers at `origin`: a cut connection or a dead host fails at once. */
async function answers(origin: string) {
  try {
    await fetch(origin, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(PROBE_MS) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Tells lib/reach whether the Firestore client has the server (at `origin`), from a one-document
 * listener that every visitor may read. While it has not, the client is restarted every few
 * seconds: after a long outage its own back-off waits up to a minute, and a page must heal within
 * seconds.
 */
export function watchFirestoreReach(db: Firestore, collectionPath: string, origin: string) {
  let grace: ReturnType<typeof setTimeout> | undefined;
  /** Since when the client has answered from its cache only; undefined while it has the server. */
  let cachedSince: number | undefined;
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
  // Offline once the grace is over, unless the client is still connecting to a server that answers.
  const check = async (since: number) => {
    const connecting = Date.now() - since < CONNECTING_MAX_MS && (await answers(origin));
    // The server's snapshot came meanwhile.
    if (cachedSince !== since) return;
    if (connecting) grace = setTimeout(() => void check(since), CACHE_GRACE_MS);
    else offline();
  };
  const online = () => {
    cachedSince = undefined;
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
      else if (cachedSince === undefined) {
        const since = Date.now();
        cachedSince = since;
        grace = setTimeout(() => void check(since), CACHE_GRACE_MS);
      }
    },
    // At sign-out the client is terminated (lib/local-cache.ts), which ends this listener too.
    (err) => {
      if (err.code !== 'aborted') console.error('The connection watch stopped', err);
    },
  );
  window.addEventListener('online', () => void tryAgain());
}
