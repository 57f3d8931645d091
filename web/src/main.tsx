// The app's modules run in stages, each in a task of its own, so evaluating the bundle never
// holds the main thread in one long task: React, the router, MUI's styling engine, the theme, the
// app's providers, the layout, the routes with the pages they hold, then the page (start() loads a
// prerendered page's lazy route) and the rest of the app. Each stage only adds the modules the ones
// before lacked. Forms and MUI's text field come with the pages that have a form.
// Stages are our own modules (or React's client, all of which is used): a package imported
// whole this way would lose its tree-shaking.
import { runInStages } from './lib/stages';

const stages = [
  () => import('react-dom/client'),
  () => import('./boot/router'),
  () => import('./boot/styles'),
  // The taka sign's font files are fetched from here on, long before a price shows.
  () => import('./app/theme').then(({ loadTakaFont }) => loadTakaFont()),
  () => import('./app/App'),
  () => import('./app/layouts/MainLayout'),
  () => import('./app/router'),
];
async function boot() {
  // The reader's language and its catalogue are fetched while the stages run.
  const language = import('./lib/i18n').then(({ startI18n }) => startI18n());
  await runInStages(stages);
  const { start } = await import('./app/start');
  await start(await language);
}

void boot();
