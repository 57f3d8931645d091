// The pages the build prerenders, for the prerender (src/prerender.tsx) and the service worker
// (src/sw.ts), which must stay small: nothing here imports React or i18next (eslint.config.js).
import { CATEGORIES } from '@reshelf/domain/constants';
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
