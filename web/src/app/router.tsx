import { lazy, Suspense } from 'react';
import { matchRoutes, parsePath, type Params, type RouteObject } from 'react-router-dom';
import type { Access } from './access';
import { Loading } from '../components/DataRegion';
import { withFirebase } from '../lib/with-firebase';
import { mayBeSignedIn } from '../lib/cache-owner';
import { whenIdle } from '../lib/idle';
import { ToLogin } from './guards/ToLogin';
import { MainLayout } from './layouts/MainLayout';
import { CategoryPage, preloadCategory } from './routes/CategoryPage';
import { ErrorPage } from './routes/ErrorPage';
import { useTranslation } from '../lib/i18n';

function PageLoading() {
  const { t } = useTranslation();
  return <Loading label={t('app.loadingPage')} />;
}

/** What a route starts loading when asked to be ready (preloadPage), for the address's params and search. */
interface PageHandle {
  preload: (params: Params, search: string) => Promise<unknown>;
}
type LazyRoute = Pick<RouteObject, 'lazy' | 'HydrateFallback'> & { handle: PageHandle };

/** A page evaluated only where it is shown (loadRoutes() has it before a hydration). */
const lazyPage = (load: () => Promise<React.ComponentType>): LazyRoute => ({
  lazy: async () => ({ Component: await load() }),
  HydrateFallback: PageLoading,
  handle: { preload: load },
});

/** A lazily loaded page from its module's default export. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => lazyPage(async () => (await load()).default);

/**
 * A lazily loaded part only a signed-in reader may see. A reader nobody is signed in as is sent to
 * /login at once, before it and Firebase load to learn that (its guard would send them there too).
 * The route keeps what `lazy` returns, so a reader who signs in and comes back gets it.
 */
const forSignedIn =
  (load: () => Promise<React.ComponentType>) => async (): Promise<{ Component: React.ComponentType }> => {
    if (mayBeSignedIn()) return { Component: await load() };
    const Later = lazy(async () => ({ default: await load() }));
    return {
      Component: () =>
        mayBeSignedIn() ? (
          <Suspense fallback={<PageLoading />}>
            <Later />
          </Suspense>
        ) : (
          <ToLogin />
        ),
    };
  };

/** A lazily loaded part for signed-in readers only, such as a layout. */
const signedInPart = (load: () => Promise<React.ComponentType>): LazyRoute => ({
  HydrateFallback: PageLoading,
  lazy: forSignedIn(load),
  handle: { preload: load },
});

/**
 * A lazily loaded page behind a guard (spec §2's dashboard table; login for search). `early`: the
 * page may draw while the session is checked (RequireAccess).
 */
const guarded = (
  access: Access,
  load: () => Promise<{ default: React.ComponentType }>,
  { early = false } = {},
): LazyRoute =>
  // The guard loads with the page, not up front: a public page's visitor never needs it.
  signedInPart(async () => {
    const [{ default: Page }, { RequireAccess }] = await Promise.all([load(), import('./guards/RequireAccess')]);
    return () => (
      <RequireAccess access={access} early={early}>
        <Page />
      </RequireAccess>
    );
  });

/** A dashboard page: each reads its reader through useSignedInReader, so each may draw early. */
const dashboardPage = (access: Access, load: () => Promise<{ default: React.ComponentType }>) =>
  guarded(access, load, { early: true });

/** The login page, told how to ready the page it returns to. */
const loginPage = lazyPage(async () => {
  const { default: LoginPage } = await import('./routes/LoginPage');
  return () => <LoginPage preloadPage={preloadPage} />;
});

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, ...lazyPage(async () => (await import('./routes/HomePage')).HomePage) },
      { path: 'blog', ...lazyPage(async () => (await import('./routes/BlogPage')).BlogPage) },
      { path: 'premium', ...lazyPage(async () => (await import('./routes/PremiumPage')).PremiumPage) },
      { path: 'login', ...loginPage },
      { path: 'signUp', ...page(() => import('./routes/SignUpPage')) },
      // Prerendered like Home; its books load behind the login check (CategoryShelf).
      { path: 'categories/:id', element: <CategoryPage />, handle: { preload: preloadCategory } },
      { path: 'auth/action', ...page(() => import('./routes/AuthActionPage')) },
      // Like the dashboard: a signed-out reader goes to /login before Firebase loads.
      {
        path: 'search',
        ...guarded('signedIn', () => withFirebase(() => import('./routes/SearchPage'))),
      },
      // Drawn while Auth checks the session: the listing loads with Firebase (BookPage).
      { path: 'books/:id', ...guarded('signedIn', () => import('./routes/BookPage'), { early: true }) },
      {
        path: 'sellers/:id',
        ...guarded('signedIn', () => withFirebase(() => import('./routes/SellerPage'))),
      },
      { path: '*', element: <ErrorPage /> },
    ],
  },
  {
    path: 'dashboard',
    // Every dashboard page is guarded, and the layout reads the session too.
    ...signedInPart(async () => (await import('./layouts/DashboardLayout')).default),
    errorElement: <ErrorPage />,
    children: [
      { index: true, ...dashboardPage('signedIn', () => import('./routes/dashboard/WelcomePage')) },
      { path: 'allUsers', ...dashboardPage('admin', () => import('./routes/dashboard/AllUsersPage')) },
      { path: 'allOrders', ...dashboardPage('admin', () => import('./routes/dashboard/AllOrdersPage')) },
      { path: 'sellers', ...dashboardPage('admin', () => import('./routes/dashboard/SellersPage')) },
      { path: 'buyers', ...dashboardPage('admin', () => import('./routes/dashboard/BuyersPage')) },
      { path: 'reports', ...dashboardPage('admin', () => import('./routes/dashboard/ReportsPage')) },
      { path: 'myReports', ...dashboardPage('signedIn', () => import('./routes/dashboard/MyReportsPage')) },
      { path: 'myOrders', ...dashboardPage('signedIn', () => import('./routes/dashboard/MyOrdersPage')) },
      { path: 'addProduct', ...dashboardPage('seller', () => import('./routes/dashboard/AddProductPage')) },
      { path: 'myProduct', ...dashboardPage('seller', () => import('./routes/dashboard/MyProductPage')) },
      { path: 'sellerOrders', ...dashboardPage('seller', () => import('./routes/dashboard/SellerOrdersPage')) },
      { path: 'saved', ...dashboardPage('signedIn', () => import('./routes/dashboard/SavedPage')) },
      { path: 'messages', ...dashboardPage('signedIn', () => import('./routes/dashboard/MessagesPage')) },
      { path: 'messages/:orderId', ...dashboardPage('signedIn', () => import('./routes/dashboard/ConversationPage')) },
    ],
  },
];

/**
 * Loads the lazy routes `location` matches into `routes` themselves, so the router starts with
 * them: hydrating a prerendered page needs its components at once, not a loading state.
 */
export async function loadRoutes(location: string) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Starts loading what the page at `path` needs to show, so that going there later waits for less
 * (sign-in's round trips leave time for its destination: a category's code, and its first page
 * once the reader is signed in). A failure here is the navigation's to show, when it tries again.
 */
export function preloadPage(path: string) {
  const { search = '' } = parsePath(path);
  for (const { route, params } of matchRoutes(routes, path) ?? []) {
    (route.handle as PageHandle | undefined)?.preload(params, search).catch(() => undefined);
  }
}

/**
 * For a reader nobody is signed in as, loads the login page's code once the browser is idle: every
 * link to a page behind sign-in leads there, and the tap to its form then waits for no chunks
 * (docs/performance.md).
 */
export function preloadLoginForVisitor() {
  if (!mayBeSignedIn()) whenIdle(() => preloadPage('/login'), 5000);
}
