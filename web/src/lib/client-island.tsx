import { startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

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

/**
 * A lazily loaded part of a prerendered page: the prerender and the hydration show `fallback`,
 * the browser then loads `children`; a page mounted after the first hydration renders them at
 * once. Rendering them during hydration would suspend on the server's markup and replace it with
 * a recoverable error. The swap is a transition, so it yields to the browser instead of running
 * as one long task right after hydration.
 */
export function ClientIsland({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [client, setClient] = useState(useHydrated());
  useEffect(() => {
    if (!client) startTransition(() => setClient(true));
  }, [client]);
  return client ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
