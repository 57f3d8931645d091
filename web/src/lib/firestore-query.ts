import { COLLECTIONS, type QuerySpec } from '@reshelf/domain';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase/firestore';
import { db } from './firebase';
import { queryConstraints } from './query-constraints';
import { firestoreOrigin } from './firebase-services/firestore';
import { watchFirestoreReach } from './firebase-services/firestore-reach';

let watching = false;
/** The first read of a page starts the watch on the connection (lib/reach) that every region reads. */
function watchReach() {
  if (watching) return;
  watching = true;
  watchFirestoreReach(db, COLLECTIONS.categories, firestoreOrigin);
}

/** The web SDK query for one of domain's QUERIES, limited to `max` documents, after `after` if given. */
export function toQuery(spec: QuerySpec, max: number, after?: DocumentSnapshot): Query {
  watchReach();
  return query(
    collection(db, spec.collection),
    ...queryConstraints(spec, { where, orderBy }),
    ...(after ? [startAfter(after)] : []),
    limit(max),
  );
}

/** The document at `path`, e.g. `products/{id}` or domain's productContactPath(id). */
export function toDocRef(path: string): DocumentReference {
  watchReach();
  return doc(db, path);
}

/** The first `max` documents of a query, read once: for what needs no live updates (suggestions). */
export async function readQuery<T>(spec: QuerySpec, max: number): Promise<T[]> {
  const snapshot = await getDocs(toQuery(spec, max));
  return snapshot.docs.map((row) => row.data() as T);
}
