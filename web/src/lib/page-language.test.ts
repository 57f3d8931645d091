// Every part that decides a page's language follows lib/page-language.ts: Hosting's i18n folders,
// the app (lib/i18n.ts), the service worker (src/sw.ts) and a prerendered page's boot script.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '@reshelf/domain';
import { bootPage } from '../boot/page-boot';
import {
  BOOT_LANGUAGE,
  EARLY_CHOICE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_KEY,
  languageCookie,
  LOCALIZED_ROOT,
  readersLanguage,
} from './page-language';

vi.mock('workbox-precaching', () => ({
  addPlugins: vi.fn(),
  cleanupOutdatedCaches: vi.fn(),
  createHandlerBoundToURL: vi.fn(),
  matchPrecache: vi.fn(async (file: string) => new Response(file)),
  precacheAndRoute: vi.fn(),
}));
vi.mock('workbox-routing', () => ({ NavigationRoute: vi.fn(), registerRoute: vi.fn() }));
vi.mock('workbox-strategies', () => ({ CacheFirst: vi.fn() }));
vi.mock('workbox-expiration', () => ({ ExpirationPlugin: vi.fn() }));

/** A reader: the choice kept in this browser, the cookie, and the browser's languages. */
interface Reader {
  stored?: Language;
  cookie?: string;
  languages: string[];
}

const READERS: Reader[] = [
  { languages: ['bn-BD', 'en'] },
  { languages: ['en-US', 'bn'] },
  // The first language Reshelf speaks, wherever it is in the list.
  { languages: ['fr-FR', 'en-US', 'bn'] },
  { languages: ['fr', 'bn-IN'] },
  { languages: ['fr'] },
  { languages: [] },
  { cookie: 'bn', languages: ['en-US'] },
  { cookie: 'en', languages: ['bn-BD'] },
  { cookie: 'fr', languages: ['bn'] },
  { stored: 'bn', cookie: 'bn', languages: ['en'] },
  { stored: 'en', languages: ['bn'] },
];

const name = (reader: Reader) => JSON.stringify(reader);

function asReader({ stored, cookie, languages }: Reader) {
  localStorage.clear();
  if (stored) localStorage.setItem(LANGUAGE_KEY, stored);
  document.cookie = `${LANGUAGE_COOKIE}=${cookie ?? ''}; path=/; max-age=${cookie ? 60 : 0}`;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

it("keeps each language's pages in Hosting's i18n root", () => {
  const firebase = JSON.parse(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../firebase.json'), 'utf8'),
  );
  expect(firebase.hosting.i18n.root).toBe(`/${LOCALIZED_ROOT}`);
});

describe('the app', () => {
  it.each(READERS.map((reader) => [name(reader), reader]))("starts in the reader's language: %s", async (_, reader) => {
    asReader(reader);
    // The tests' setup started i18next in English (lng): the app's start detects the language instead.
    delete i18next.options.lng;
    const { startI18n } = await import('./i18n');
    expect(await startI18n()).toBe(readersLanguage(reader));
    // And keeps it where the boot script and Hosting look for it.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe(readersLanguage(reader));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=${readersLanguage(reader)}`);
  });
});

describe('the service worker', () => {
  // A worker has no localStorage: the cookie (Cookie Store API) and the browser's languages.
  const visitors = READERS.filter((reader) => !reader.stored);

  it.each(visitors.map((reader) => [name(reader), reader]))(
    "answers a prerendered page in the reader's language: %s",
    async (_, reader) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(reader.languages);
      Object.assign(self, {
        cookieStore: {
          get: async (key: string) => (key === LANGUAGE_COOKIE && reader.cookie ? { value: reader.cookie } : null),
        },
      });
      const { registerRoute } = await import('workbox-routing');
      await import('../sw');
      const [, answer] = vi.mocked(registerRoute).mock.calls[0]! as unknown as [
        unknown,
        (options: { request: Request; url: URL }) => Promise<Response>,
      ];
      const url = new URL('https://reshelf.test/login');
      const served = await answer({ request: new Request(url), url });
      expect(await served.text()).toBe(`${LOCALIZED_ROOT}/${readersLanguage(reader)}/login/index.html`);
    },
  );
});

describe("a prerendered page's boot script", () => {
  // Run from its text, as the page runs it: the reader presses the switch before the app started.
  function pressSwitch(language: Language, protocol: string) {
    const listeners = new Map<string, (event: { target: Element }) => void>();
    const cookies: string[] = [];
    const root = document.createElement('div');
    const button = root.appendChild(document.createElement('button'));
    button.dataset.languageChoice = language;
    const page = {
      document: {
        currentScript: { dataset: { entry: '/assets/index.js' } },
        getElementById: () => root,
        querySelector: () => null,
        querySelectorAll: () => [],
        set cookie(cookie: string) {
          cookies.push(cookie);
        },
      },
      location: { protocol, reload: vi.fn() },
      addEventListener: (type: string, listener: (event: { target: Element }) => void) => listeners.set(type, listener),
      IntersectionObserver: class {
        disconnect() {}
        observe() {}
      },
    };
    const boot = new Function(...Object.keys(page), `return (${bootPage})`)(...Object.values(page));
    boot({
      signedInKey: 'signed-in',
      loginPath: '/login',
      returnParam: 'next',
      messageKey: 'message',
      serviceWorker: '/sw.js',
      bookPath: '/books/',
      seenListingsKey: 'seen',
      ...BOOT_LANGUAGE,
    });
    listeners.get('click')!({ target: button });
    expect(page.location.reload).toHaveBeenCalledOnce();
    return cookies;
  }

  it.each(LANGUAGES.flatMap((language) => [[language, 'http:'] as const, [language, 'https:'] as const]))(
    'keeps a choice of %s on %s where the app and Hosting look for it',
    (language, protocol) => {
      expect(pressSwitch(language, protocol)).toEqual([languageCookie(language, protocol === 'https:')]);
      expect(localStorage.getItem(LANGUAGE_KEY)).toBe(language);
      expect(sessionStorage.getItem(EARLY_CHOICE_KEY)).toBe(language);
    },
  );
});
