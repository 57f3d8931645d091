import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import type * as ReactDomClient from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, vi } from 'vitest';
import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import i18next from 'i18next';
import { startI18nWith } from '../lib/i18n';

afterEach(() => cleanup());

// A part the app loads on demand (the order dialog) is transformed on its first import, which on a
// busy 2-core machine took over findBy's default second: the waits are conditions, so a longer
// limit costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5_000 });

// Every root the app's code makes is tracked: one still mounted once its test has ended keeps
// React's scheduler working after the file's jsdom is gone, where it throws outside any test.
// (Testing Library's own roots are unmounted by cleanup above.)
const mounted = vi.hoisted(() => new Set<Root>());
// A part that fetches the SDK beside its code loads its code alone: jsdom starts no real SDK.
vi.mock('../lib/with-firebase', () => ({ withFirebase: vi.fn((load: () => Promise<unknown>) => load()) }));

vi.mock('react-dom/client', async (importOriginal) => {
  const client = await importOriginal<typeof ReactDomClient>();
  const tracked = (root: Root) => {
    mounted.add(root);
    const unmount = root.unmount.bind(root);
    root.unmount = () => {
      mounted.delete(root);
      unmount();
    };
    return root;
  };
  return {
    ...client,
    createRoot: (...args: Parameters<typeof client.createRoot>) => tracked(client.createRoot(...args)),
    hydrateRoot: (...args: Parameters<typeof client.hydrateRoot>) => tracked(client.hydrateRoot(...args)),
  };
});
// Registered first, so it runs after every file's own afterEach (Vitest runs them as a stack).
afterEach(() => {
  const left = mounted.size;
  if (left === 0) return;
  act(() => mounted.forEach((root) => root.unmount()));
  throw new Error(`${left} React root(s) still mounted after the test: unmount what the test rendered.`);
});

// jsdom has no layout; the marquee (react-fast-marquee) measures itself with a ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

// As in a browser, but nothing ever nears the viewport: the parts that wait for it stay as the
// prerender drew them (a test that needs one near stubs its own observer).
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

// Tests read the app in English, as an English first visit does; one that switches to Bangla
// (i18next.changeLanguage('bn'), whose catalogue is at hand) is back in English for the next.
startI18nWith('en', { en, bn });
afterEach(() => act(() => i18next.changeLanguage('en')));
