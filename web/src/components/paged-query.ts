import { LIST_PAGE_SIZE, type QuerySpec } from '@reshelf/domain';
import { useState, useTransition } from 'react';
import { useLiveQuery, type Row } from './live-query';

/** One live list, a page at a time. */
export interface Paged<T> {
  rows: Row<T>[];
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
}

/**
 * The first page of a query, live, and more pages on demand. Suspends until the first page
 * arrives (wrap it in a DataRegion); the next pages load in a transition, so the rows stay.
 */
export function usePagedQuery<T>(spec: QuerySpec, pageSize = LIST_PAGE_SIZE): Paged<T> {
  const [max, setMax] = useState(pageSize);
  const [loadingMore, startTransition] = useTransition();
  // One document more than shown tells whether there is a next page.
  const all = useLiveQuery<T>(spec, max + 1, { suspense: true }).data ?? [];
  return {
    rows: all.slice(0, max),
    hasMore: all.length > max,
    loadMore: () => startTransition(() => setMax((m) => m + pageSize)),
    loadingMore,
  };
}
