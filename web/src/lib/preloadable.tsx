import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` with a `preload()`: a part fetched ahead (when the page is idle) draws in the
 * render that asks for it. Through `lazy` alone a loaded module still suspends once, and React
 * holds the retry back up to 300 ms after its fallback (its fallback throttle).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(load);
  const preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
      },
      // Offline or a new deploy: the lazy path asks again, and its error boundary speaks.
      () => undefined,
    );
  // A part first drawn through Lazy keeps its state when drawn as the loaded one (the test says so).
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
