// The one script every page carries, inlined by web/scripts/prerender.mjs as this function's text
// (firebase.json's CSP allows it by hash), so it imports nothing but types. It registers the
// service worker and starts the app (boot/main.tsx): app.html's shell at once.
//
// A prerendered page reads, links and searches without JavaScript, so its app starts only when the
// reader needs it: when they reach for the page (a touch, a pointer's move, a key, a focus, a
// scroll), when a part only the app can fill (data-awaits-app) is in view, or at the first paint
// for a reader who is signed in (their navbar and pages are the app's) or has a message waiting
// (lib/notify.tsx's after a reload, such as "Logged out"). A first visit that only reads never pays
// for the app's JavaScript (docs/performance.md).
import type { SeenListing } from '../lib/seen-listings';

export interface PageBootConfig {
  /** In localStorage while someone is signed in (lib/cache-owner.ts). */
  signedInKey: string;
  /** Where a guard sends a reader who is not signed in, with where to return in `returnParam`. */
  loginPath: string;
  returnParam: string;
  /** In sessionStorage while a message waits for the page to start (lib/notify.tsx). */
  messageKey: string;
  /** The service worker's script (src/sw.ts). */
  serviceWorker: string;
  /** The language choice, kept as the app keeps it (lib/i18n.ts, lib/language-choice.ts). */
  languageKey: string;
  earlyChoiceKey: string;
  languageCookie: string;
  languageCookieAttributes: string;
  /** A book's page, and the listings its reader saw, with their covers (lib/seen-listings.ts). */
  bookPath: string;
  seenListingsKey: string;
}

export function bootPage(config: PageBootConfig) {
  // The entry's name changes with every build; the script's text, which the CSP hashes, does not.
  const entry = document.currentScript!.dataset.entry!;
  const root = document.getElementById('root')!;
  // boot/render-app.tsx marks the root once React listens to the page.
  const started = () => root.hasAttribute('data-started');
  // A button pressed or a form sent before the app started, done again once it has.
  let pending: (() => void) | undefined;
  let going = false;
  const go = () => {
    if (going) return;
    going = true;
    new MutationObserver((_, observer) => {
      if (!started()) return;
      observer.disconnect();
      pending?.();
    }).observe(root, { attributes: true, attributeFilter: ['data-started'] });
    void import(/* @vite-ignore */ entry);
  };
  const atFirstPaint = () => {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        go();
      }).observe({ type: 'paint', buffered: true });
    } else requestAnimationFrame(() => setTimeout(go));
  };

  const kept = (storage: () => Storage, key: string) => {
    try {
      return storage().getItem(key) !== null;
    } catch {
      // Storage blocked: the reader's first touch starts the app.
      return false;
    }
  };
  const signedIn = kept(() => localStorage, config.signedInKey);
  // A page only a signed-in reader may see (a category's books) sends anyone else to log in now:
  // the app would start only to do the same (app/guards/RequireAccess.tsx).
  if (!signedIn && document.querySelector('[data-awaits-app="signed-in"]')) {
    const here = location.pathname + location.search + location.hash;
    location.replace(`${config.loginPath}?${config.returnParam}=${encodeURIComponent(here)}`);
    return;
  }
  // A book's page the reader saw before draws its cover first, before Firebase and the listing:
  // fetched now, it is in by then (app/routes/BookPage.tsx).
  if (signedIn && location.pathname.startsWith(config.bookPath)) {
    try {
      const id = decodeURIComponent(location.pathname.slice(config.bookPath.length));
      const seen: [string, Partial<SeenListing>][] = JSON.parse(localStorage.getItem(config.seenListingsKey) ?? '[]');
      const cover = seen.find((listing) => listing[0] === id)?.[1].cover;
      if (cover) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = cover.src;
        link.imageSrcset = cover.srcSet ?? '';
        link.imageSizes = cover.sizes ?? '';
        link.fetchPriority = 'high';
        document.head.append(link);
      }
    } catch {
      // Nothing to fetch ahead: the page asks for the cover as it draws it.
    }
  }
  // app.html's empty shell is all app.
  if (!root.hasChildNodes()) go();
  else if (signedIn || kept(() => sessionStorage, config.messageKey)) atFirstPaint();
  // The one place the worker registers (lib/app-update.ts watches it for a new version), so a reader
  // who only read has the public pages offline next time; without one they still work online.
  addEventListener('load', () => navigator.serviceWorker?.register(config.serviceWorker).catch(() => undefined), {
    once: true,
  });
  // A pointer's move too: a disabled button (sign-in's before the app has started) gets no press.
  for (const type of ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])
    addEventListener(type, go, { capture: true, passive: true, once: true });
  const near = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    near.disconnect();
    go();
  });
  for (const part of document.querySelectorAll('[data-awaits-app]')) near.observe(part);

  addEventListener(
    'click',
    (event) => {
      if (started()) return;
      const target = event.target as Element;
      const choice = target.closest?.<HTMLElement>('[data-language-choice]');
      if (choice) {
        if (choice.getAttribute('aria-pressed') === 'true') return;
        // Keeps the choice as the app would and reloads: Hosting or the worker serves the page in it.
        const language = choice.dataset.languageChoice!;
        try {
          localStorage.setItem(config.languageKey, language);
          sessionStorage.setItem(config.earlyChoiceKey, language);
        } catch {
          // The cookie alone carries the choice.
        }
        document.cookie = `${config.languageCookie}=${language}; ${config.languageCookieAttributes}${location.protocol === 'https:' ? '; secure' : ''}`;
        location.reload();
        return;
      }
      const button = target.closest?.<HTMLButtonElement>('button:not([type=submit])');
      if (button && !button.disabled) {
        pending = () => button.click();
        go();
      }
    },
    true,
  );
  // A form with no address of its own is the app's to send (the search box has one: it works
  // without JavaScript); sent natively it would put its fields in the page's address.
  addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (started() || form.hasAttribute('action')) return;
      event.preventDefault();
      // Sent again by its button's click, which React hydrates the page for at once; a submit event
      // before then would go unheard, and the form out natively.
      const { submitter } = event as SubmitEvent;
      pending = () => (submitter ? submitter.click() : form.requestSubmit());
      go();
    },
    true,
  );
}
