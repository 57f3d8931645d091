import type { RoleClaims } from '@reshelf/domain';

/** Who may open a dashboard page (spec §2 table; DESIGN: any signed-in user may order). */
export type Access = 'signedIn' | 'admin' | 'seller';

export function isAllowed(access: Access, claims: RoleClaims) {
  if (access === 'admin') return claims.admin === true;
  if (access === 'seller') return claims.account === 'Seller';
  return true;
}

export interface MenuItem {
  label: string;
  to: string;
  access: Access;
}

/** The dashboard side menu by role (spec §2). */
export function dashboardMenu(claims: RoleClaims, { hasOrders = false } = {}): MenuItem[] {
  const items: MenuItem[] = [{ label: 'Dashboard', to: '/dashboard', access: 'signedIn' }];
  if (claims.admin) {
    items.push(
      { label: 'All users', to: '/dashboard/allUsers', access: 'admin' },
      { label: 'All orders', to: '/dashboard/allOrders', access: 'admin' },
      { label: 'Sellers', to: '/dashboard/sellers', access: 'admin' },
      { label: 'Buyers', to: '/dashboard/buyers', access: 'admin' },
    );
  }
  const seller = claims.account === 'Seller';
  if (seller) {
    items.push(
      { label: 'Add a product', to: '/dashboard/addProduct', access: 'seller' },
      { label: 'My product', to: '/dashboard/myProduct', access: 'seller' },
      { label: 'Orders for my books', to: '/dashboard/sellerOrders', access: 'seller' },
    );
  }
  // Buyers, and users who are neither admin, buyer nor seller, see My Orders; a seller once they have one.
  const neither = !claims.admin && !claims.account;
  if (claims.account === 'Buyer' || neither || (seller && hasOrders)) {
    items.push({ label: 'My Orders', to: '/dashboard/myOrders', access: 'signedIn' });
  }
  return items;
}
