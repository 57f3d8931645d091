// Test data: a complete order of the lifecycle (web/src/test/fixtures.ts predates it).
import type { OrderDoc } from '@reshelf/domain';
import type { Row } from '../../components/live-query';

export const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });

/** Booked now and due in a week, so it is active whenever the test runs. */
export const lifecycleOrder = (over: Partial<Row<OrderDoc>> = {}): Row<OrderDoc> => ({
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
