import { use, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };
/** A promise that says how it settled, as React's `use` reads it: a settled one draws without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A part of a page in a module of its own, loaded once `preload` is called (after the page's first
 * commit, so the page paints before the part's code, often Firebase, evaluates) or when first drawn.
 * Unlike React.lazy, a part whose module is in draws at once, without a round through its Suspense
 * fallback. As React.lazy's, a failed load stays failed: its error boundary shows it.
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>) {
  let loading: Tracked<Module<P>> | undefined;
  const start = () => {
    if (!loading) {
      const tracked: Tracked<Module<P>> = load();
      tracked.status = 'pending';
      tracked.then(
        (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
        (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
      );
      loading = tracked;
    }
    return loading;
  };
  function Part(props: P) {
    const { default: Component } = use(start() as Promise<Module<P>>);
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload: () => void start().catch(() => undefined) });
}
