// A new deploy's service worker, waiting for the reader to take it. boot/page-boot.ts registers the
// worker on every page; the app only watches its registration.
import { useSyncExternalStore } from 'react';

let waiting: ServiceWorker | undefined;
let watching = false;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker | null) {
  // With no controller the worker is the first one, which takes over at once: nothing to offer.
  if (!worker || !navigator.serviceWorker.controller || worker === waiting) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

function watch() {
  if (watching || !('serviceWorker' in navigator)) return;
  watching = true;
  void navigator.serviceWorker.ready.then((registration) => {
    offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offer(worker);
      });
    });
  });
}

function subscribe(listener: () => void) {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version's worker is installed and waiting. */
export const useUpdateWaiting = () =>
  useSyncExternalStore(
    subscribe,
    () => waiting !== undefined,
    () => false,
  );

/** Lets the waiting worker take over (src/sw.ts skips waiting on this message), then reloads into it. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
