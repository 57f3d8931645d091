import { randomBytes } from 'node:crypto';
import { productContactPath, type ProductDoc } from '@reshelf/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../support/firebase-admin';
import type { Person } from './people';

/** A valid POST /addProduct body, as the form sends it (the price is free text). */
export const productInput = (overrides: Record<string, unknown> = {}) => ({
  productName: `Dracula ${randomBytes(3).toString('hex')}`,
  image: 'https://example.com/dracula.jpg',
  price: '250',
  originalPrice: 600,
  condition: 'Good',
  location: 'Mirpur',
  categoryName: 'Historical fiction',
  purchaseDate: '2020',
  description: 'A classic, lightly read.',
  ...overrides,
});

/** A listing of `seller` written straight to Firestore with its contact document, Available unless told otherwise. */
export async function createProduct(seller: Person, overrides: Partial<ProductDoc> = {}): Promise<string> {
  const ref = db.collection('products').doc();
  await db
    .batch()
    .set(ref, {
      sellerUid: seller.uid,
      sellerName: seller.name,
      sellerVerified: false,
      productName: `Test book ${randomBytes(3).toString('hex')}`,
      image: 'https://example.com/book.jpg',
      price: 300,
      originalPrice: 700,
      condition: 'Good',
      location: 'Dhanmondi',
      categoryName: 'Historical fiction',
      categoryId: 'historical-fiction',
      productStatus: 'Available',
      purchaseDate: '2021',
      description: 'Read once.',
      postedAt: Timestamp.now(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      ...overrides,
    })
    .set(db.doc(productContactPath(ref.id)), { sellerUid: seller.uid, sellerEmail: seller.email, phone: SELLER_PHONE })
    .commit();
  return ref.id;
}

/** The phone every test listing gives for its seller. */
export const SELLER_PHONE = '01812345678';

export const productDoc = async (id: string) => (await db.doc(`products/${id}`).get()).data() as ProductDoc | undefined;
export const adExists = async (productId: string) => (await db.doc(`advertisements/${productId}`).get()).exists;

/** Orders placed for a product, to check that a refused booking wrote none. */
export const ordersFor = async (productId: string) =>
  (await db.collection('orders').where('productId', '==', productId).get()).docs;

export const contactDoc = async (id: string) => (await db.doc(productContactPath(id)).get()).data();
