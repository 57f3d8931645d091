import { startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/** Set once the first page's islands have mounted: later pages render theirs at once. */
let pageHydrated = false;

/**
 * A lazily loaded part of a prerendered page: the prerender and the hydration show `fallback`,
 * the browser then loads `children`. Rendering them during hydration would suspend on the
 * server's markup and replace it with a recoverable error. The swap is a transition, so it
 * yields to the browser instead of running as one long task right after hydration.
 */
export function ClientIsland({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [client, setClient] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!client) startTransition(() => setClient(true));
  }, [client]);
  return client ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

const never = () => () => {};

/**
 * False in the prerender and while React adopts its markup, true from then on: what only the
 * browser knows (history state) or only its script can do (submit a form) waits for it, so the
 * hydration matches the markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
