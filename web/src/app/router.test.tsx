import { afterEach, expect, it, vi } from 'vitest';
import { CACHE_OWNER_KEY } from '../lib/cache-owner';
import { withFirebase } from '../lib/with-firebase';
import { preloadLoginForVisitor, preloadPage } from './router';

const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./layouts/DashboardLayout', () => (loaded.add('DashboardLayout'), { default: () => null }));
vi.mock('./routes/dashboard/MyOrdersPage', () => (loaded.add('MyOrdersPage'), { default: () => null }));
vi.mock('./guards/RequireAccess', () => (loaded.add('RequireAccess'), { RequireAccess: () => null }));
vi.mock('./routes/BookPage', () => (loaded.add('BookPage'), { default: () => null }));
vi.mock('./routes/CategoryShelf', () => (loaded.add('CategoryShelf'), { default: () => null }));
vi.mock('./routes/LoginPage', () => (loaded.add('LoginPage'), { default: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(CACHE_OWNER_KEY);
});

it("loads the code of the page at an address, its layout's and its guard's, and no other page's", async () => {
  preloadPage('/dashboard/myOrders');
  await vi.waitFor(() => expect(loaded).toEqual(new Set(['DashboardLayout', 'MyOrdersPage', 'RequireAccess'])));
  preloadPage('/categories/horror?sort=priceLow');
  await vi.waitFor(() => expect(loaded).toContain('CategoryShelf'));
});

it("loads the pages whose first content is Firebase's data through withFirebase, and a dashboard page and a book's page without it", async () => {
  const fetchedWithSdk = vi.mocked(withFirebase);
  fetchedWithSdk.mockClear();
  preloadPage('/dashboard/myOrders');
  await vi.waitFor(() => expect(loaded).toContain('MyOrdersPage'));
  expect(fetchedWithSdk).not.toHaveBeenCalled();
  preloadPage('/categories/horror');
  await vi.waitFor(() => expect(loaded).toContain('CategoryShelf'));
  expect(fetchedWithSdk).toHaveBeenCalledTimes(1);
  // A book's page draws what the reader saw of it before its data part loads the SDK (BookPage).
  preloadPage('/books/some-book');
  await vi.waitFor(() => expect(loaded).toContain('BookPage'));
  expect(fetchedWithSdk).toHaveBeenCalledTimes(1);
});

it('does nothing, and throws nothing, for an address without lazy parts', () => {
  expect(() => preloadPage('/no/such/page')).not.toThrow();
});

it('loads the login page when the browser is idle for a reader nobody is signed in as, and only for them', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  localStorage.setItem(CACHE_OWNER_KEY, 'buyer-uid');
  preloadLoginForVisitor();
  expect(idle).toHaveLength(0);

  localStorage.removeItem(CACHE_OWNER_KEY);
  preloadLoginForVisitor();
  expect(loaded).not.toContain('LoginPage');
  idle.forEach((callback) => callback());
  await vi.waitFor(() => expect(loaded).toContain('LoginPage'));
});
