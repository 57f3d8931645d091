import type { QuerySpec } from '@reshelf/domain';
import { fromRef } from 'rxfire/firestore';
import type { DocumentSnapshot, QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { map, scan, type Observable } from 'rxjs';
import { useDrawsFirstData } from './after-first-data';
import { useObserved } from './observed';
import { toDocRef, toQuery } from './firestore-query';
import { quietAtSignOut, signInKey } from './session';
import { useSession } from './session-state';

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

const WITH_METADATA = { includeMetadataChanges: true } as const;

/** A query's document as a row: its data with its id in `_id` (a snapshot of either SDK, Lite's too). */
export const toRow = <T>(d: Pick<QueryDocumentSnapshot, 'id' | 'data'>): Row<T> => ({ ...(d.data() as T), _id: d.id });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `after`, keeping each part of `before` it equals: rows by id, a document whole. A snapshot
 * brings new objects even when nothing changed (the server's answer after the offline cache's),
 * so without this every component given a row or a document drew again (docs/performance.md).
 */
export function keepEqual<D>(before: D, after: D): D {
  if (!Array.isArray(before) || !Array.isArray(after)) return same(before, after) ? before : after;
  const old = new Map((before as Row<unknown>[]).map((row) => [row._id, row]));
  const rows = (after as Row<unknown>[]).map((row) => {
    const kept = old.get(row._id);
    return kept && same(kept, row) ? kept : row;
  });
  return (rows.length === before.length && rows.every((row, i) => row === before[i]) ? before : rows) as D;
}

/**
 * Each live value with its `part` shared with the value before (keepEqual), or the value before
 * itself when that part and everything `sameRest` compares are unchanged: nothing draws again.
 */
export const keepUnchanged = <V, K extends keyof V>(part: K, sameRest: (before: V, after: V) => boolean) =>
  scan((before: V, after: V): V => {
    const kept = keepEqual(before[part], after[part]);
    return kept === before[part] && sameRest(before, after) ? before : { ...after, [part]: kept };
  });

/**
 * `snapshots` as Live data. Metadata changes are included, so the same data arriving from the
 * server ends `fromCache`. The reactfire cache entry belongs to this sign-in, so a refusal at
 * sign-out never outlives it.
 */
function useLive<S extends DocumentSnapshot | QuerySnapshot, D>(
  kind: string,
  key: string,
  snapshots: Observable<S>,
  toData: (snapshot: S) => D,
  suspense: boolean,
): Live<D | undefined> {
  const { user } = useSession();
  const live$ = snapshots.pipe(
    map((snap) => ({ data: toData(snap), fromCache: snap.metadata.fromCache })),
    keepUnchanged('data', (before: Live<D>, after) => after.fromCache === before.fromCache),
    quietAtSignOut,
  );
  const data = useObserved(`reshelf:${kind}:${signInKey(user)}:${key}`, live$, { suspense });
  useDrawsFirstData(data);
  return data ?? { data: undefined, fromCache: true };
}

/** A live query of domain's QUERIES, at most `max` documents, with their ids in `_id`. */
export function useLiveQuery<T>(spec: QuerySpec, max: number, { suspense }: { suspense: boolean }) {
  const rows$ = fromRef(toQuery(spec, max), WITH_METADATA);
  return useLive('query', `${max}:${JSON.stringify(spec)}`, rows$, (s) => s.docs.map(toRow<T>), suspense);
}

/** One live document (data undefined when there is none). */
export function useLiveDoc<T>(path: string, { suspense }: { suspense: boolean }) {
  const doc$ = fromRef(toDocRef(path), WITH_METADATA);
  return useLive('doc', path, doc$, (s) => s.data() as T | undefined, suspense);
}
