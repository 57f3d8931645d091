import { randomBytes } from 'node:crypto';
import { photoUrl, productContactPath, type ProductDoc } from '@reshelf/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../support/firebase-admin';
import type { Person } from './people';
import { storedPhoto } from './photos';

/**
 * A POST /addProduct body, as the form sends it (the price is free text); valid once it has
 * `photos` of its seller's (storedPhoto or withPhoto).
 */
export const productInput = (overrides: Record<string, unknown> = {}) => ({
  productName: `Dracula ${randomBytes(3).toString('hex')}`,
  price: '250',
  originalPrice: 600,
  condition: 'Good',
  location: 'Mirpur',
  categoryName: 'Historical fiction',
  purchaseDate: '2020',
  description: 'A classic, lightly read.',
  ...overrides,
});

/** A valid POST /addProduct body for `seller`, with a photo of theirs. */
export const listingInput = async (seller: Pick<Person, 'uid'>, overrides: Record<string, unknown> = {}) =>
  productInput({ photos: [await storedPhoto(seller)], ...overrides });

/**
 * A listing of `seller` written straight to Firestore with its contact document and a photo (its
 * document only: no bytes), Available unless told otherwise.
 */
export async function createProduct(seller: Person, overrides: Partial<ProductDoc> = {}): Promise<string> {
  const ref = db.collection('products').doc();
  const photo = randomBytes(16).toString('hex');
  await db
    .batch()
    .set(db.doc(`photos/${photo}`), {
      ownerUid: seller.uid,
      productId: ref.id,
      color: '#445566',
      width: 640,
      height: 960,
      createdAt: FieldValue.serverTimestamp(),
    })
    .set(ref, {
      sellerUid: seller.uid,
      sellerName: seller.name,
      sellerVerified: false,
      productName: `Test book ${randomBytes(3).toString('hex')}`,
      photos: [photo],
      image: photoUrl(photo, 960),
      coverColor: '#445566',
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
