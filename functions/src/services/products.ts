import {
  advertisedProduct,
  CATEGORIES,
  categoryIdOf,
  claimsOf,
  COLLECTIONS,
  ERROR,
  INITIAL_PRODUCT_STATUS,
  productKeywords,
  QUERIES,
  toBookCard,
  type NewProduct,
  type PageQuery,
  type ProductDoc,
  type ProductEdit,
} from '@reshelf/domain';
import { FieldValue, getFirestore, type Transaction, type WithFieldValue } from 'firebase-admin/firestore';
import { docRef, now, toJson } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { fetchPage } from '../lib/firestore-query';
import { isAdmin, userByEmail, type Caller, type Member } from './users';

/** A new listing of the calling seller: who sells it comes from the token and the profile. */
export async function addProduct(seller: Member, input: NewProduct): Promise<string> {
  if (input.sellerEmail !== undefined && input.sellerEmail !== seller.email) {
    throw new HttpError('forbidden', ERROR.emailMismatch);
  }
  const { sellerEmail: _email, productStatus: _status, originalPrice, ...fields } = input;
  const product: WithFieldValue<ProductDoc> = {
    ...fields,
    ...(originalPrice === undefined ? {} : { originalPrice }),
    sellerEmail: seller.email,
    sellerUid: seller.uid,
    sellerName: seller.user.name,
    sellerVerified: claimsOf(seller.user).verified === true,
    categoryId: categoryIdOf(input.categoryName),
    productStatus: INITIAL_PRODUCT_STATUS,
    keywords: productKeywords(fields),
    postedAt: now(),
    createdAt: now(),
    updatedAt: now(),
  };
  const ref = await getFirestore().collection(COLLECTIONS.products).add(product);
  return ref.id;
}

/** A seller's listings, for that seller or an admin. */
export async function sellerProducts(caller: Caller, email: string, page: PageQuery) {
  const owner = await userByEmail(caller, email);
  if (owner?.uid === caller.uid && caller.user?.account !== 'Seller' && !isAdmin(caller.user)) {
    throw new HttpError('forbidden', ERROR.sellersOnly);
  }
  if (!owner) return [];
  const docs = await fetchPage(QUERIES.sellerProducts(owner.uid), page);
  return docs.map((d) => ({ _id: d.id, ...toJson(d.data()) }));
}

/** The owner or an admin deletes a listing with its advertisement; a booked book waits for its deal. */
export async function deleteProduct(caller: Member, id: string): Promise<number> {
  const ref = docRef(COLLECTIONS.products, id);
  return getFirestore().runTransaction(async (tx) => {
    const product = (await tx.get(ref)).data() as ProductDoc | undefined;
    if (!product) throw new HttpError('not-found');
    if (product.sellerUid !== caller.uid && !isAdmin(caller.user)) throw new HttpError('forbidden');
    if (product.productStatus === 'Booked') throw new HttpError('conflict', ERROR.bookedNotDeletable);
    tx.delete(ref);
    tx.delete(docRef(COLLECTIONS.advertisements, id));
    return 1;
  });
}

/** In a transaction: the caller's listing and whether it is advertised; 404 when unknown, 403 when another's. */
export async function ownListing(tx: Transaction, caller: Member, id: string) {
  const ref = docRef(COLLECTIONS.products, id);
  const adRef = docRef(COLLECTIONS.advertisements, id);
  const [productSnap, adSnap] = await tx.getAll(ref, adRef);
  const product = productSnap?.data() as ProductDoc | undefined;
  if (!product) throw new HttpError('not-found');
  if (product.sellerUid !== caller.uid) throw new HttpError('forbidden');
  return { ref, adRef, product, advertised: adSnap?.exists === true };
}

/**
 * The owner changes an available listing. Its search keywords and its advertisement's copy of
 * name, image and price change with it, in one transaction; a booked or sold book stays as it is.
 */
export async function editProduct(seller: Member, id: string, edit: ProductEdit): Promise<number> {
  return getFirestore().runTransaction(async (tx) => {
    const { ref, adRef, product, advertised } = await ownListing(tx, seller, id);
    if (product.productStatus !== 'Available') throw new HttpError('conflict', ERROR.notEditable);
    const { author, ...fields } = edit;
    const next: Partial<ProductDoc> = { ...fields, keywords: productKeywords(edit) };
    const same = (key: string, value: unknown) =>
      JSON.stringify(value) === JSON.stringify(product[key as keyof ProductDoc]);
    if (author === product.author && Object.entries(next).every(([key, value]) => same(key, value))) return 0;
    tx.update(ref, { ...next, author: author ?? FieldValue.delete(), updatedAt: now() });
    if (advertised) tx.update(adRef, { product: advertisedProduct(id, edit), updatedAt: now() });
    return 1;
  });
}

/** Available books of a category, newest first, as the spec's Book cards. */
export async function categoryBooks(categoryId: string, page: PageQuery) {
  if (!CATEGORIES.some((c) => c.id === categoryId)) throw new HttpError('not-found');
  const docs = await fetchPage(QUERIES.categoryBooks(categoryId), page);
  return docs.map((d) => toBookCard(d.id, d.data() as ProductDoc));
}
