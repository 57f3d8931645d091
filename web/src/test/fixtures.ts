// Test data for the dashboard's presentational lists.
import { photoUrl, type OrderDoc, type ProductDoc, type UserDoc } from '@reshelf/domain';
import { vi } from 'vitest';
import type { Row } from '../lib/live-query';
import type { Paged } from '../lib/paged-query';

export const pageOf = <T>(rows: Row<T>[], more: Partial<Paged<T>> = {}): Paged<T> => ({
  rows,
  hasMore: false,
  loadMore: vi.fn(),
  loadingMore: false,
  fromCache: false,
  ...more,
});

export const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

export const user = (over: Partial<Row<UserDoc>> = {}): Row<UserDoc> => ({
  _id: 'demo-buyer',
  name: 'Nadia Rahman',
  email: 'buyer@reshelf.test',
  account: 'Buyer',
  ...over,
});

/** Booked and due in a week from whenever the test runs, so it is active. */
export const order = (over: Partial<Row<OrderDoc>> = {}): Row<OrderDoc> => ({
  _id: 'order-1',
  productId: 'dracula',
  buyerUid: 'demo-buyer',
  sellerUid: 'demo-seller',
  userEmail: 'buyer@reshelf.test',
  buyerName: 'Nadia Rahman',
  itemName: 'Dracula',
  price: 250,
  image: '/images/books/dracula.svg',
  meetingLocation: 'Dhanmondi Lake',
  phone: '01812-456789',
  sellerName: 'Tanvir Hasan',
  sellerPhone: '01712-345678',
  sellerEmail: 'seller@reshelf.test',
  status: 'Booked',
  createdAt: at('2025-03-01T10:00:00Z'),
  expiresAt: { toMillis: () => Date.now() + 7 * 24 * 60 * 60 * 1000 },
  ...over,
});

/** A stored photo's id (32 hex digits), the fixture product's cover. */
export const PHOTO_ID = '0123456789abcdef0123456789abcdef';

export const product = (over: Partial<Row<ProductDoc>> = {}): Row<ProductDoc> => ({
  _id: 'dracula',
  sellerUid: 'demo-seller',
  sellerName: 'Tanvir Hasan',
  sellerVerified: true,
  productName: 'Dracula',
  photos: [PHOTO_ID],
  image: photoUrl(PHOTO_ID, 960),
  coverColor: '#6b4f3a',
  price: 1250,
  condition: 'Good',
  location: 'Mirpur',
  categoryName: 'Horror',
  categoryId: 'horror',
  productStatus: 'Available',
  purchaseDate: '2020',
  description: 'A classic, lightly read.',
  keywords: ['dra', 'drac', 'dracu', 'dracul', 'dracula'],
  postedAt: at('2022-12-14T10:00:00Z'),
  ...over,
});

/** A promise the test settles when it wants, to see what shows while an action runs. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
