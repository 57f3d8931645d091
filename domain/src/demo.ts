/** Demo accounts the login and dashboard pages show (spec §1). The admin's are never shown. */
export const DEMO_ACCOUNTS = {
  buyer: { email: 'buyer@reshelf.test', password: 'buyer-demo-1' },
  seller: { email: 'seller@reshelf.test', password: 'seller-demo-1' },
} as const;
