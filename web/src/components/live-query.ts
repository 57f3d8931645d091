import type { QuerySpec } from '@reshelf/domain';
import { useObservable } from 'reactfire';
import { fromRef } from 'rxfire/firestore';
import { map } from 'rxjs';
import { toDocRef, toQuery } from '../lib/firestore-query';
import { quietAtSignOut, signInKey, useSession } from '../lib/session';

/** A Firestore document with its id, as reactfire's `idField` gives it. */
export type Row<T> = T & { _id: string };

/**
 * What a live read has: its data, and whether that came from the offline cache (fromCache) rather
 * than the server. Only a server answer may say "empty" or "not found" (see LiveRegion).
 */
export interface Live<T> {
  data: T;
  fromCache: boolean;
}

/**
 * A live query of domain's QUERIES, at most `max` documents, with their ids in `_id`. Its
 * reactfire cache entry belongs to this sign-in, so a refusal at sign-out never outlives it.
 * Metadata changes are included: the same rows arriving from the server end `fromCache`.
 */
export function useLiveQuery<T>(spec: QuerySpec, max: number, { suspense }: { suspense: boolean }) {
  const { user } = useSession();
  const id = `reshelf:query:${signInKey(user)}:${max}:${JSON.stringify(spec)}`;
  const rows$ = fromRef(toQuery(spec, max), { includeMetadataChanges: true }).pipe(
    map((snap) => ({
      data: snap.docs.map((d) => ({ ...(d.data() as T), _id: d.id })),
      fromCache: snap.metadata.fromCache,
    })),
    quietAtSignOut,
  );
  const { data } = useObservable(id, rows$, { suspense });
  return (data as Live<Row<T>[]> | undefined) ?? { data: undefined, fromCache: true };
}

/** One live document (data undefined when there is none), cached per sign-in like a query. */
export function useLiveDoc<T>(path: string, { suspense }: { suspense: boolean }) {
  const { user } = useSession();
  const id = `reshelf:doc:${signInKey(user)}:${path}`;
  const doc$ = fromRef(toDocRef(path), { includeMetadataChanges: true }).pipe(
    map((snap) => ({ data: snap.data() as T | undefined, fromCache: snap.metadata.fromCache })),
    quietAtSignOut,
  );
  const { data } = useObservable(id, doc$, { suspense });
  return (data as Live<T | undefined> | undefined) ?? { data: undefined, fromCache: true };
}
