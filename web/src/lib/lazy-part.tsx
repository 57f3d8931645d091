import { use, type ComponentType } from 'react';

/**
 * A part of a page in a module of its own, loaded once `preload` is called (after the page's first
 * commit, so the page paints before the part's code, often Firebase, evaluates) or when first drawn.
 * Unlike React.lazy, a part whose module is in draws at once, without a round through its Suspense
 * fallback.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let Loaded: ComponentType<P> | undefined;
  // As React.lazy's, a failed load stays failed: its error boundary shows it.
  const start = () => (loading ??= load().then((module) => ((Loaded = module.default), module)));
  function Part(props: P) {
    const Component = Loaded ?? use(start()).default;
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload: () => void start().catch(() => undefined) });
}
