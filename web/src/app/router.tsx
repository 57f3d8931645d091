import type { RouteObject } from 'react-router-dom';
import type { Access } from './access';
import { Loading } from '../components/DataRegion';
import { withFirebase } from '../lib/firebase-staged';
import { MainLayout } from './layouts/MainLayout';
import { BlogPage } from './routes/BlogPage';
import { CategoryPage } from './routes/CategoryPage';
import { ErrorPage } from './routes/ErrorPage';
import { HomePage } from './routes/HomePage';
import { PremiumPage } from './routes/PremiumPage';

// Pages that need Firebase load on demand, inside one Firebase region: Home, Blog, the category
// page's frame and the error page paint without the SDK.
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => ({ Component: (await withFirebase(load)()).default }),
  HydrateFallback: PageLoading,
});

const PageLoading = () => <Loading label="Loading the page" />;

/** A lazily loaded page behind a guard (spec §2's dashboard table; login for search). */
const guarded = (
  access: Access,
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  HydrateFallback: PageLoading,
  lazy: async () => {
    // The guard reads the session, which needs Firebase: it loads with the page, not up front.
    const [{ default: Page }, { RequireAccess }] = await withFirebase(() =>
      Promise.all([load(), import('./guards/RequireAccess')]),
    )();
    return {
      Component: () => (
        <RequireAccess access={access}>
          <Page />
        </RequireAccess>
      ),
    };
  },
});

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'premium', element: <PremiumPage /> },
      // Prerendered like Home; its books load behind the login check (CategoryShelf).
      { path: 'categories/:id', element: <CategoryPage /> },
      {
        ...page(() => import('./layouts/FirebaseRegion')),
        children: [
          { path: 'login', ...page(() => import('./routes/LoginPage')) },
          { path: 'signUp', ...page(() => import('./routes/SignUpPage')) },
          { path: 'search', ...guarded('signedIn', () => import('./routes/SearchPage')) },
        ],
      },
      { path: '*', element: <ErrorPage /> },
    ],
  },
  {
    path: 'dashboard',
    ...page(() => import('./layouts/DashboardLayout')),
    errorElement: <ErrorPage />,
    children: [
      { index: true, ...guarded('signedIn', () => import('./routes/dashboard/WelcomePage')) },
      { path: 'allUsers', ...guarded('admin', () => import('./routes/dashboard/AllUsersPage')) },
      { path: 'allOrders', ...guarded('admin', () => import('./routes/dashboard/AllOrdersPage')) },
      { path: 'sellers', ...guarded('admin', () => import('./routes/dashboard/SellersPage')) },
      { path: 'buyers', ...guarded('admin', () => import('./routes/dashboard/BuyersPage')) },
      { path: 'myOrders', ...guarded('signedIn', () => import('./routes/dashboard/MyOrdersPage')) },
      { path: 'addProduct', ...guarded('seller', () => import('./routes/dashboard/AddProductPage')) },
      { path: 'myProduct', ...guarded('seller', () => import('./routes/dashboard/MyProductPage')) },
    ],
  },
];
