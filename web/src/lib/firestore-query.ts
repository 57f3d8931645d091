import type { QuerySpec } from '@reshelf/domain';
import {
  collection,
  doc,
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

/** The web SDK query for one of domain's QUERIES, limited to `max` documents, after `after` if given. */
export function toQuery(spec: QuerySpec, max: number, after?: DocumentSnapshot): Query {
  return query(
    collection(db, spec.collection),
    ...spec.filters.map(([field, op, value]) => where(field, op, value)),
    ...spec.orderBy.map(([field, dir]) => orderBy(field, dir)),
    ...(after ? [startAfter(after)] : []),
    limit(max),
  );
}

/** The document at `path`, e.g. `products/{id}` or domain's productContactPath(id). */
export function toDocRef(path: string): DocumentReference {
  return doc(db, path);
}
