import { DEMO_ACCOUNTS, type AccountType } from '@reshelf/domain';

export type SeedAccountKey = 'buyer' | 'seller' | 'newSeller' | 'admin';

export interface SeedAccount {
  key: SeedAccountKey;
  label: string;
  uid: string;
  name: string;
  email: string;
  password: string;
  account: AccountType;
  admin?: boolean;
  verified?: boolean;
  /** The account's verified number (seed.ts links it in Auth), in the national format orders show. */
  phone: string;
  /** ISO date the account was created, so the admin's tables sort the same on every run. */
  joined: string;
}

/** The demo people. The admin's password is printed by `npm start` only, never shown in the app. */
export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    key: 'buyer',
    label: 'Buyer',
    uid: 'demo-buyer',
    name: 'Nadia Rahman',
    account: 'Buyer',
    phone: '01812-456789',
    joined: '2022-11-20T09:15:00Z',
    ...DEMO_ACCOUNTS.buyer,
  },
  {
    key: 'seller',
    label: 'Seller (verified)',
    uid: 'demo-seller',
    name: 'Tanvir Hasan',
    account: 'Seller',
    verified: true,
    phone: '01712-345678',
    joined: '2022-11-05T14:30:00Z',
    ...DEMO_ACCOUNTS.seller,
  },
  {
    key: 'newSeller',
    label: 'Seller (unverified)',
    uid: 'demo-seller-new',
    name: 'Farhana Akter',
    account: 'Seller',
    phone: '01911-234567',
    joined: '2022-11-28T11:00:00Z',
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
    phone: '01611-223344',
    joined: '2022-11-01T08:00:00Z',
    email: 'admin@reshelf.test',
    password: 'admin-demo-1',
  },
];

export const seedAccount = (key: SeedAccountKey): SeedAccount => SEED_ACCOUNTS.find((a) => a.key === key)!;
