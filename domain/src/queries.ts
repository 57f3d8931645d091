// Every Firestore query the web app and the API make, as data. Each SDK builds the real query
// from these (web/src/lib/firestore-query.ts, functions/src/lib/firestore-query.ts), and a test
// checks each one against firestore.indexes.json, which the emulator does not enforce.
import { COLLECTIONS } from './firestore';
import type { AccountType } from './constants';

export type FilterOp = '==' | 'array-contains' | '>=' | '<=' | '<' | '>' | 'in';
export interface QuerySpec {
  collection: string;
  filters: [field: string, op: FilterOp, value: unknown][];
  orderBy: [field: string, direction: 'asc' | 'desc'][];
}

const spec = (
  collection: string,
  filters: QuerySpec['filters'],
  orderBy: QuerySpec['orderBy'],
): QuerySpec => ({ collection, filters, orderBy });

export const QUERIES = {
  categories: () => spec(COLLECTIONS.categories, [], [['position', 'asc']]),
  advertisements: () => spec(COLLECTIONS.advertisements, [], [['createdAt', 'desc']]),
  /** Available books of a category, newest first. */
  categoryBooks: (categoryId: string) =>
    spec(
      COLLECTIONS.products,
      [
        ['categoryId', '==', categoryId],
        ['productStatus', '==', 'Available'],
      ],
      [['postedAt', 'desc']],
    ),
  sellerProducts: (sellerUid: string) =>
    spec(COLLECTIONS.products, [['sellerUid', '==', sellerUid]], [['postedAt', 'desc']]),
  /** Orders a user placed (My orders). */
  buyerOrders: (buyerUid: string) => spec(COLLECTIONS.orders, [['buyerUid', '==', buyerUid]], [['createdAt', 'desc']]),
  /** A seller's advertisements: My product marks its advertised books from one query. */
  sellerAdvertisements: (sellerUid: string) => spec(COLLECTIONS.advertisements, [['sellerUid', '==', sellerUid]], []),
  allOrders: () => spec(COLLECTIONS.orders, [], [['createdAt', 'desc']]),
  allUsers: () => spec(COLLECTIONS.users, [], [['createdAt', 'desc']]),
  /** Buyers or sellers for the admin's tables. */
  usersByAccount: (account: AccountType) =>
    spec(COLLECTIONS.users, [['account', '==', account]], [['createdAt', 'desc']]),
} as const;

export type QueryName = keyof typeof QUERIES;
