import { LIST_PAGE_SIZE, type QuerySpec } from '@reshelf/domain';
import type { QueryDocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { useMemo, useState, useTransition } from 'react';
import { fromRef } from 'rxfire/firestore';
import { combineLatest, defer, filter, from, map, merge, share, takeUntil, type Observable } from 'rxjs';
import { pageQueryLimit, takeFirstPage } from './first-page';
import { toQuery } from './firestore-query';
import { quietAtSignOut, signInKey } from './session';
import { useSession } from './session-state';
import { keepUnchanged, toRow, type Row } from './live-query';
import { useDrawsFirstData } from './after-first-data';
import { useObserved } from './observed';

/** One live list, a page at a time. */
export interface Paged<T> {
  rows: Row<T>[];
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  /** Some page came from the offline cache, not the server (see LiveList). */
  fromCache: boolean;
}

const NO_CURSORS: QueryDocumentSnapshot[] = [];

/**
 * A query a page at a time, every page live. Each page is its own query of one page (and one
 * document more, which tells whether there is a next page), starting after the last document of
 * the page before: no query asks for more than a page, so the rules can refuse any client list
 * over MAX_CLIENT_QUERY_LIMIT. Suspends until the first page arrives (wrap it in a DataRegion);
 * the next pages load in a transition, so the rows stay.
 */
export function usePagedQuery<T>(spec: QuerySpec, pageSize = LIST_PAGE_SIZE): Paged<T> {
  const { user } = useSession();
  const specKey = JSON.stringify(spec);
  const [state, setState] = useState<{ specKey: string; cursors: QueryDocumentSnapshot[] }>({ specKey, cursors: [] });
  const cursors = state.specKey === specKey ? state.cursors : NO_CURSORS;
  const [loadingMore, startTransition] = useTransition();

  const id = `reshelf:pages:${signInKey(user)}:${pageSize}:${specKey}:${cursors.map((c) => c.id).join(',')}`;
  const live$ = combineLatest(
    [undefined, ...cursors].map((after) =>
      fromRef(toQuery(spec, pageQueryLimit(pageSize), after), { includeMetadataChanges: true }),
    ),
  ).pipe(map((snapshots) => toPages<T>(snapshots, pageSize)));
  // Taken when the first page is subscribed to, not at every render.
  const pages$ = defer(() => {
    const read = cursors.length === 0 ? takeFirstPage<T>(user?.uid, spec, pageSize) : undefined;
    return read ? startingWith(read, live$, pageSize) : live$;
  }).pipe(
    keepUnchanged(
      'rows',
      (before: Pages<T>, after) =>
        after.hasMore === before.hasMore &&
        after.fromCache === before.fromCache &&
        after.cursor?.id === before.cursor?.id,
    ),
    quietAtSignOut,
  );
  const pages = useObserved(id, pages$, { suspense: true });
  useDrawsFirstData(pages);

  return useMemo(() => {
    const cursor = pages?.cursor;
    const hasMore = pages?.hasMore ?? false;
    return {
      rows: pages?.rows ?? [],
      hasMore,
      loadMore: () => {
        if (cursor) startTransition(() => setState({ specKey, cursors: [...cursors, cursor] }));
      },
      // A page read at sign-in has no cursor: the next page waits for the live query's answer.
      loadingMore: loadingMore || (hasMore && !cursor),
      fromCache: pages?.fromCache ?? true,
    };
  }, [pages, specKey, cursors, loadingMore]);
}

/**
 * The live pages, shown first the page read once at sign-in (lib/first-page.ts) until the live
 * query answers; a read that failed shows nothing.
 */
function startingWith<T>(read: Promise<Row<T>[] | null>, live$: Observable<Pages<T>>, pageSize: number) {
  const answers$ = live$.pipe(share());
  const read$ = from(read).pipe(
    filter((rows) => rows !== null),
    map((rows): Pages<T> => ({
      rows: rows.slice(0, pageSize),
      hasMore: rows.length > pageSize,
      fromCache: false,
      cursor: undefined,
    })),
    takeUntil(answers$),
  );
  return merge(read$, answers$);
}

/** What the pages' snapshots say, the rows shared with the answer before where equal (keepEqual). */
interface Pages<T> {
  rows: Row<T>[];
  hasMore: boolean;
  fromCache: boolean;
  /** The last document of the last page: the next page starts after it. */
  cursor: QueryDocumentSnapshot | undefined;
}

function toPages<T>(snapshots: QuerySnapshot[], pageSize: number): Pages<T> {
  const all = snapshots.map((s) => s.docs);
  // A document whose sort field changed can show up on two pages for a moment: keep the first.
  const seen = new Set<string>();
  const rows = all.flatMap((page) =>
    page.slice(0, pageSize).flatMap((d) => {
      if (seen.has(d.id)) return [];
      seen.add(d.id);
      return [toRow<T>(d)];
    }),
  );
  const last = all.at(-1) ?? [];
  return {
    rows,
    hasMore: last.length > pageSize,
    fromCache: snapshots.some((s) => s.metadata.fromCache),
    cursor: last[pageSize - 1],
  };
}
