// The pages the build prerenders and where each is kept in each language, for the prerender
// (src/prerender.tsx), the app (lib/i18n.ts) and the service worker (src/sw.ts), which must stay
// small: nothing here imports React or i18next.
import { CATEGORIES } from '@reshelf/domain/constants';
import type { Language } from '@reshelf/domain/i18n/languages';

/**
 * Each page at its address, in a file Hosting serves for that address: a folder's index.html for
 * /blog, /login, /signUp and each of the spec's categories; categories.html, by a rewrite
 * (firebase.json), for any other /categories/{id}; 404.html, with status 404, for a path no route
 * has.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/blog', file: 'blog/index.html' },
  { path: '/login', file: 'login/index.html' },
  { path: '/signUp', file: 'signUp/index.html' },
  // A category's frame in its own folder, so Hosting's i18n serves it in the reader's language.
  ...CATEGORIES.map(({ id }) => ({ path: `/categories/${id}`, file: `categories/${id}/index.html` })),
  // An address no category has: the app says so. Hosting's i18n does not follow a rewrite.
  { path: '/categories/_', file: 'categories.html', everyLanguage: false },
  { path: '/no-such-page', file: '404.html' },
] as const;

/**
 * Where a page in `language` is kept: Hosting's i18n folders (firebase.json's "i18n" root), which
 * it serves by the firebase-language-override cookie, else by Accept-Language, before the root's
 * English files (for a browser that asks for neither language).
 */
export const localizedFile = (language: Language, file: string) => `localized/${language}/${file}`;

/**
 * The reader's language, kept by the app (lib/i18n.ts) for Hosting, whose i18n rewrites serve the
 * page in the language it names before the one Accept-Language asks for, and for the service worker.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/** The cookie's path, lifetime (a year) and same-site rule, for the app and the boot script alike. */
export const LANGUAGE_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';
