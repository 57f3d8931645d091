// The pages the build prerenders and where each is kept in each language, for the prerender
// (src/prerender.tsx), the app (lib/i18n.ts) and the service worker (src/sw.ts), which must stay
// small: nothing here imports React or i18next.
import { CATEGORIES } from '@reshelf/domain/constants';
import type { Language } from '@reshelf/domain/i18n/languages';
import pages from './prerendered-pages.json';

/**
 * One page of the list (prerendered-pages.json, which scripts/lib/initial-js.mjs reads too): `modules`
 * are the route modules its page loads and `targetKb` its budget (issue 20's public pages);
 * `everyLanguage: false` keeps it English only.
 */
interface ListedPage {
  path: string;
  file: string;
  modules?: string[];
  targetKb?: number;
  eachCategory?: boolean;
  everyLanguage?: boolean;
}

/**
 * Each page at its address, in a file Hosting serves for that address: a folder's index.html for
 * /blog, /login, /signUp and each of the spec's categories (the entry with `eachCategory`, in its
 * own folder so Hosting's i18n serves it in the reader's language); categories.html, by a rewrite
 * (firebase.json), for any other /categories/{id}, English only since Hosting's i18n does not
 * follow a rewrite; 404.html, with status 404, for a path no route has.
 */
export const PRERENDERED_PAGES: readonly ListedPage[] = (pages as ListedPage[]).flatMap(({ eachCategory, ...page }) =>
  eachCategory
    ? CATEGORIES.map(({ id }) => ({ path: page.path.replace('{id}', id), file: page.file.replace('{id}', id) }))
    : [page],
);

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
