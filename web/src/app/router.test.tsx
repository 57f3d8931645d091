import { expect, it, vi } from 'vitest';
import { preloadPage } from './router';

const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./layouts/DashboardLayout', () => (loaded.add('DashboardLayout'), { default: () => null }));
vi.mock('./routes/dashboard/MyOrdersPage', () => (loaded.add('MyOrdersPage'), { default: () => null }));
vi.mock('./guards/RequireAccess', () => (loaded.add('RequireAccess'), { RequireAccess: () => null }));
vi.mock('./routes/CategoryShelf', () => (loaded.add('CategoryShelf'), { default: () => null }));

it("loads the code of the page at an address, its layout's and its guard's, and no other page's", async () => {
  preloadPage('/dashboard/myOrders');
  await vi.waitFor(() => expect(loaded).toEqual(new Set(['DashboardLayout', 'MyOrdersPage', 'RequireAccess'])));
  preloadPage('/categories/horror?sort=priceLow');
  await vi.waitFor(() => expect(loaded).toContain('CategoryShelf'));
});

it('does nothing, and throws nothing, for an address without lazy parts', () => {
  expect(() => preloadPage('/no/such/page')).not.toThrow();
});
