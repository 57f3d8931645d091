// The app's one entry, in the order a page starts. A prerendered page's inline script
// (page-boot.ts) imports it when the reader needs the app, app.html's shell at once; that script
// also registers the service worker, for every page.
import { preloadLoginForVisitor } from '../app/router';
import { loadTakaFont } from '../app/theme';
import { startI18n } from '../lib/i18n';
import { renderApp } from './render-app';

// 1. The taka sign's font files, long before a price shows, so no price is laid out twice.
loadTakaFont();
// 2. The reader's language and its catalogue, then 3. the app, hydrating a prerendered page, then
// 4. for a reader nobody is signed in as, the login page's code.
void startI18n().then(renderApp).then(preloadLoginForVisitor);
