import { useEffect, useState } from 'react';

/**
 * How long what can wait for the page's first data (the bell's count, the hearts) waits at most,
 * on a page that shows none.
 */
const MAX_WAIT_MS = 4_000;

let drawn = false;
const waiting = new Set<() => void>();

function firstDataDrawn() {
  if (drawn) return;
  drawn = true;
  for (const open of waiting) open();
  waiting.clear();
}

/** Tells the page once a live read's `data` is on the screen (lib/live-query.ts, lib/paged-query.ts). */
export function useDrawsFirstData(data: unknown) {
  useEffect(() => {
    if (data !== undefined) firstDataDrawn();
  }, [data]);
}

/**
 * False until the page's first live data has been drawn (or MAX_WAIT_MS has passed), for reads the
 * page does not need first: started beside its own, each is more work for the Firestore client in
 * the seconds a slow phone spends on what the reader came for (docs/performance.md). True for the
 * rest of the page's life once it has been.
 */
export function useAfterFirstData() {
  const [open, setOpen] = useState(drawn);
  useEffect(() => {
    if (open) return;
    const start = () => setOpen(true);
    if (drawn) return start();
    waiting.add(start);
    const timer = setTimeout(start, MAX_WAIT_MS);
    return () => {
      waiting.delete(start);
      clearTimeout(timer);
    };
  }, [open]);
  return open;
}
