import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import i18next from 'i18next';
import { startI18nWith } from '../lib/i18n';

afterEach(() => cleanup());

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
