import type { Catalogue, RoleClaims } from '@reshelf/domain';

/** Who may open a dashboard page (spec §2 table; DESIGN: any signed-in user may order). */
export type Access = 'signedIn' | 'admin' | 'seller';

export function isAllowed(access: Access, claims: RoleClaims) {
  if (access === 'admin') return claims.admin === true;
  if (access === 'seller') return claims.account === 'Seller';
  return true;
}

/** A dashboard page's name in the catalogue's menu (app.dashboard.menu). */
export type MenuEntry = keyof Catalogue['app']['dashboard']['menu'];

export interface MenuItem {
  name: MenuEntry;
  to: string;
  access: Access;
}

/** The dashboard side menu by role (spec §2). */
export function dashboardMenu(claims: RoleClaims, { hasOrders = false } = {}): MenuItem[] {
  const items: MenuItem[] = [{ name: 'dashboard', to: '/dashboard', access: 'signedIn' }];
  if (claims.admin) {
    items.push(
      { name: 'allUsers', to: '/dashboard/allUsers', access: 'admin' },
      { name: 'allOrders', to: '/dashboard/allOrders', access: 'admin' },
      { name: 'sellers', to: '/dashboard/sellers', access: 'admin' },
      { name: 'buyers', to: '/dashboard/buyers', access: 'admin' },
      { name: 'reports', to: '/dashboard/reports', access: 'admin' },
    );
  }
  const seller = claims.account === 'Seller';
  if (seller) {
    items.push(
      { name: 'addProduct', to: '/dashboard/addProduct', access: 'seller' },
      { name: 'myProduct', to: '/dashboard/myProduct', access: 'seller' },
      { name: 'sellerOrders', to: '/dashboard/sellerOrders', access: 'seller' },
    );
  }
  // Buyers, and users who are neither admin, buyer nor seller, see My Orders; a seller once they have one.
  const neither = !claims.admin && !claims.account;
  if (claims.account === 'Buyer' || neither || (seller && hasOrders)) {
    items.push({ name: 'myOrders', to: '/dashboard/myOrders', access: 'signedIn' });
  }
  // Anyone may report a listing or a person, and follows the outcome here.
  items.push({ name: 'myReports', to: '/dashboard/myReports', access: 'signedIn' });
  items.push({ name: 'saved', to: '/dashboard/saved', access: 'signedIn' });
  // Every order's buyer and seller talk in its conversation.
  items.push({ name: 'messages', to: '/dashboard/messages', access: 'signedIn' });
  return items;
}
