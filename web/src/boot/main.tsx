// The app's one entry, in the order a page starts. A prerendered page's inline script
// (page-boot.ts) imports it when the reader needs the app, app.html's shell at once; that script
// also registers the service worker, for every page.
import { preloadLoginForVisitor } from '../app/router';
import { loadTakaFont } from '../app/theme';
import { declareNoFirebaseDefaults } from '../lib/firebase-defaults';
import { startI18n } from '../lib/i18n';
import { renderApp } from './render-app';

// 0. Before the Firebase SDK runs: no defaults for it to look for in the page's cookies.
declareNoFirebaseDefaults();
// 1. The number and date formatters' data, on another thread, before the page's first price or date.
new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
// 2. The taka sign's font files, long before a price shows, so no price is laid out twice.
loadTakaFont();
// 3. The reader's language and its catalogue, then 4. the app, hydrating a prerendered page, then
// 5. for a reader nobody is signed in as, the login page's code.
void startI18n().then(renderApp).then(preloadLoginForVisitor);
