import { en } from '@reshelf/domain/i18n/en';
import { describe, expect, it } from 'vitest';
import { dashboardMenu, isAllowed } from './access';

const labels = (claims: Parameters<typeof dashboardMenu>[0], opts?: Parameters<typeof dashboardMenu>[1]) =>
  dashboardMenu(claims, opts).map((i) => en.app.dashboard.menu[i.name]);

describe('dashboard menu by role (spec §2)', () => {
  it.each([
    [
      'admin',
      { admin: true, account: undefined },
      ['Dashboard', 'All users', 'All orders', 'Sellers', 'Buyers', 'Reports', 'My reports', 'Saved', 'Messages'],
    ],
    [
      'seller',
      { account: 'Seller' as const },
      ['Dashboard', 'Add a product', 'My product', 'Orders for my books', 'My reports', 'Saved', 'Messages'],
    ],
    [
      'verified seller',
      { account: 'Seller' as const, verified: true },
      ['Dashboard', 'Add a product', 'My product', 'Orders for my books', 'My reports', 'Saved', 'Messages'],
    ],
    ['buyer', { account: 'Buyer' as const }, ['Dashboard', 'My Orders', 'My reports', 'Saved', 'Messages']],
    ['neither admin, buyer nor seller', {}, ['Dashboard', 'My Orders', 'My reports', 'Saved', 'Messages']],
  ])('%s', (_role, claims, expected) => {
    expect(labels(claims)).toEqual(expected);
  });

  it('shows My Orders to a seller once the seller has an order', () => {
    expect(labels({ account: 'Seller' }, { hasOrders: true })).toContain('My Orders');
  });
});

describe('page access', () => {
  it('keeps admin pages for admins and seller pages for sellers', () => {
    expect(isAllowed('admin', { account: 'Buyer' })).toBe(false);
    expect(isAllowed('admin', { admin: true })).toBe(true);
    expect(isAllowed('seller', { account: 'Buyer' })).toBe(false);
    expect(isAllowed('seller', { account: 'Seller' })).toBe(true);
    expect(isAllowed('signedIn', {})).toBe(true);
  });
});
