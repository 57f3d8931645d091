import { DEMO_ACCOUNTS, type AccountType } from '@reshelf/domain';

export interface SeedAccount {
  key: string;
  label: string;
  uid: string;
  name: string;
  email: string;
  password: string;
  account: AccountType;
  admin?: boolean;
  verified?: boolean;
}

/** The demo people. The admin's password is printed by `npm start` only, never shown in the app. */
export const SEED_ACCOUNTS: SeedAccount[] = [
  { key: 'buyer', label: 'Buyer', uid: 'demo-buyer', name: 'Nadia Rahman', account: 'Buyer', ...DEMO_ACCOUNTS.buyer },
  {
    key: 'seller',
    label: 'Seller (verified)',
    uid: 'demo-seller',
    name: 'Tanvir Hasan',
    account: 'Seller',
    verified: true,
    ...DEMO_ACCOUNTS.seller,
  },
  {
    key: 'newSeller',
    label: 'Seller (unverified)',
    uid: 'demo-seller-new',
    name: 'Farhana Akter',
    account: 'Seller',
    email: 'new-seller@reshelf.test',
    password: 'new-seller-demo-1',
  },
  {
    key: 'admin',
    label: 'Admin',
    uid: 'demo-admin',
    name: 'Reshelf Admin',
    account: 'Buyer',
    admin: true,
    email: 'admin@reshelf.test',
    password: 'admin-demo-1',
  },
];
