import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

type Listener = () => void;

/** A service worker registration as the browser keeps it, with a new worker to install. */
function fakeContainer({ controlled }: { controlled: boolean }) {
  const listeners: Record<string, Listener[]> = {};
  const worker = {
    state: 'installing',
    postMessage: vi.fn(),
    statechange: [] as Listener[],
    addEventListener: (_: string, listener: Listener) => worker.statechange.push(listener),
  };
  const registration = {
    waiting: null as unknown,
    installing: null as unknown,
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
  };
  const container = {
    controller: controlled ? {} : null,
    ready: Promise.resolve(registration),
    addEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** The browser finds a new deploy's worker and installs it. */
  const install = () => {
    registration.installing = worker;
    listeners.updatefound?.forEach((listener) => listener());
    worker.state = 'installed';
    worker.statechange.forEach((listener) => listener());
  };
  return { worker, container, install };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.resetModules();
});

it('reports a new version once its worker has installed, and lets it take over on request', async () => {
  const { worker, container, install } = fakeContainer({ controlled: true });
  const { useUpdateWaiting, applyUpdate } = await import('./app-update');
  const { result } = renderHook(() => useUpdateWaiting());
  await act(async () => undefined);
  expect(result.current).toBe(false);
  act(install);
  expect(result.current).toBe(true);
  applyUpdate();
  expect(container.addEventListener).toHaveBeenCalledWith('controllerchange', expect.any(Function), { once: true });
  expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
});

it('offers nothing for the first worker, which takes over at once', async () => {
  const { install } = fakeContainer({ controlled: false });
  const { useUpdateWaiting } = await import('./app-update');
  const { result } = renderHook(() => useUpdateWaiting());
  await act(async () => undefined);
  act(install);
  expect(result.current).toBe(false);
});
