/** Collection names, fixed once for the rules, the API, the seed and the SPA. */
export const COLLECTIONS = {
  users: 'users',
  categories: 'categories',
  products: 'products',
  advertisements: 'advertisements',
  orders: 'orders',
  newsletter: 'newsletter',
} as const;
