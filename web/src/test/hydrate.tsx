import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';
import { hydratingAppElement } from '../boot/render-app';
import { prerender } from '../prerender';

const roots: Root[] = [];

// A root left mounted keeps React's scheduler working after the test, and after its file's jsdom
// is gone that work throws "window is not defined" outside any test.
afterEach(async () => {
  await act(async () => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
});

/**
 * The prerendered markup of `url` in a fresh root, as a browser at `path` receives it, with the
 * history entry's `state` (React Router keeps a page's state there, and a reload keeps it).
 */
export async function prerenderedRoot(url: string, path = new URL(url).pathname, state: unknown = {}) {
  const { html } = await prerender(url);
  window.history.pushState(state, '', path);
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = html;
  return root;
}

/**
 * Hydrates the app into `root` as the browser does, unmounted after the test; returns the errors
 * React and the console reported.
 */
export async function hydrateApp(root: HTMLElement) {
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  const app = await hydratingAppElement();
  await act(async () => {
    roots.push(hydrateRoot(root, app, { onRecoverableError }));
  });
  return () => [...onRecoverableError.mock.calls, ...consoleError.mock.calls];
}
