import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * A lazily loaded part of a prerendered page: the prerender and the hydration show `fallback`,
 * the browser then loads `children`. Rendering them during hydration would suspend on the
 * server's markup and replace it with a recoverable error.
 */
export function ClientIsland({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const client = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return client ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
