// The first page of the list a sign-in is about to open, read once over HTTP the moment Auth has
// the user, for usePagedQuery to show until its live query answers. After a sign-in Firestore's
// channel opens again for the new user, and a live query's first answer waits two round trips (the
// channel's handshake, then its stream); this read is one (docs/performance.md, "Sign-in's first
// page in one request"). Firebase loads only once a read is asked for.
import type { QuerySpec } from '@reshelf/domain';
import type { Row } from './live-query';

/** A sign-in that has not given Auth a user by then (a wrong password, a closed popup) reads nothing. */
const USER_WAIT_MS = 30_000;
/** Older than this, a page read is not shown: the live query's answer is the one to wait for. */
const FRESH_MS = 60_000;

/** A page's query asks for one document more than the page, which tells whether a next page exists. */
export const pageQueryLimit = (pageSize: number) => pageSize + 1;

interface Read {
  startedAt: number;
  page: Promise<{ uid: string; rows: Row<unknown>[] } | null>;
}
const reads = new Map<string, Read>();
const keyOf = (spec: QuerySpec, pageSize: number) => `${pageSize}:${JSON.stringify(spec)}`;
const fresh = (read: Read | undefined): read is Read => !!read && Date.now() - read.startedAt < FRESH_MS;

/** Reads the first page of `spec` as soon as Auth has a signed-in user; once at a time. */
export function prefetchFirstPage(spec: QuerySpec, pageSize: number) {
  const key = keyOf(spec, pageSize);
  if (fresh(reads.get(key))) return;
  const read: Read = {
    startedAt: Date.now(),
    page: import('./first-page-read')
      .then(({ readWhenSignedIn }) => readWhenSignedIn(spec, pageQueryLimit(pageSize), USER_WAIT_MS))
      .catch(() => null),
  };
  reads.set(key, read);
  void read.page.then((page) => {
    if (!page && reads.get(key) === read) reads.delete(key);
  });
}

/**
 * The first page read for `spec`, once: its rows (one more than the page, as the live query's), or
 * null when it failed or was read for someone else than `uid`. Undefined when none was asked for.
 */
export function takeFirstPage<T>(uid: string | undefined, spec: QuerySpec, pageSize: number) {
  const key = keyOf(spec, pageSize);
  const read = reads.get(key);
  reads.delete(key);
  if (!fresh(read) || !uid) return undefined;
  return read.page.then((page) => (page?.uid === uid ? (page.rows as Row<T>[]) : null));
}
