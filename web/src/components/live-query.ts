import type { QuerySpec } from '@reshelf/domain';
import { useObservable, type ObservableStatus } from 'reactfire';
import { collectionData, docData } from 'rxfire/firestore';
import { toDocRef, toQuery } from '../lib/firestore-query';
import { quietAtSignOut, signInKey, useSession } from '../lib/session';

/** A Firestore document with its id, as reactfire's `idField` gives it. */
export type Row<T> = T & { _id: string };

/**
 * A live query of domain's QUERIES, at most `max` documents, with their ids in `_id`. Its
 * reactfire cache entry belongs to this sign-in, so a refusal at sign-out never outlives it.
 */
export function useLiveQuery<T>(spec: QuerySpec, max: number, { suspense }: { suspense: boolean }) {
  const { user } = useSession();
  const id = `reshelf:query:${signInKey(user)}:${max}:${JSON.stringify(spec)}`;
  const rows$ = collectionData(toQuery(spec, max), { idField: '_id' }).pipe(quietAtSignOut);
  return useObservable(id, rows$, { suspense }) as ObservableStatus<Row<T>[] | undefined>;
}

/** One live document, undefined when there is none; cached per sign-in like a query. */
export function useLiveDoc<T>(path: string, { suspense }: { suspense: boolean }) {
  const { user } = useSession();
  const id = `reshelf:doc:${signInKey(user)}:${path}`;
  const doc$ = docData(toDocRef(path)).pipe(quietAtSignOut);
  return useObservable(id, doc$, { suspense }) as ObservableStatus<T | undefined>;
}
