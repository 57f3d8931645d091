import { createHash } from 'node:crypto';
import {
  advertisedProduct,
  CATEGORIES,
  categoryIdOf,
  claimsOf,
  COLLECTIONS,
  ERROR,
  INITIAL_PRODUCT_STATUS,
  isLiveStatus,
  photoUrl,
  productContactPath,
  productKeywords,
  QUERIES,
  toBookCard,
  type NewProduct,
  type OrderDoc,
  type PageQuery,
  type ProductContactDoc,
  type ProductDoc,
  type ProductEdit,
  type ProductHiddenFor,
} from '@reshelf/domain';
import {
  FieldValue,
  getFirestore,
  type DocumentReference,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { docRef, now, toJson } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { fetchPage } from '../lib/firestore-query';
import { readTarget, writeMove } from './order-moves';
import { attachPhotosIn, deletePhotosIn, detachPhotosIn, readPhotosIn } from './photo-store';
import { readListingRating } from './seller-profiles';
import { isAdmin, userByEmail, type Caller, type Member } from './users';

/** A listing id no other seller's key can produce (20 characters, like Firestore's own ids). */
const listingIdFor = (sellerUid: string, key: string) =>
  createHash('sha256').update(`${sellerUid}:${key}`).digest('base64url').slice(0, 20);

/**
 * In a transaction (reads first): checks that the photos are the seller's and free for this
 * listing (unattached, or already its own), and returns the listing's photo fields and the write
 * that attaches them and detaches those of `previous` it no longer shows. A photo that is gone,
 * another's, or on another listing is a field error.
 */
async function preparePhotos(
  tx: Transaction,
  sellerUid: string,
  productId: string,
  ids: string[],
  previous: string[] = [],
) {
  const dropped = previous.filter((id) => !ids.includes(id));
  const [photos, droppedPhotos] = await Promise.all([readPhotosIn(tx, ids), readPhotosIn(tx, dropped)]);
  const usable = photos.every(
    (p) => p && p.ownerUid === sellerUid && (p.productId === null || p.productId === productId),
  );
  if (!usable) throw new HttpError('invalid', ERROR.invalid, { photos: ERROR.photoNotYours });
  return {
    fields: { photos: ids, image: photoUrl(ids[0]!, 960), coverColor: photos[0]!.color },
    write: () => {
      attachPhotosIn(tx, ids, productId);
      detachPhotosIn(
        tx,
        dropped.filter((_, i) => droppedPhotos[i]?.productId === productId),
      );
    },
  };
}

/**
 * A new listing of the calling seller: who sells it comes from the token and the profile. The
 * seller's email and verified phone (`phone`, from their Auth record) go to the listing's private
 * contact document, which only the seller,
 * admins and (copied onto the order) the buyer who books it see. Its photos are attached to it in
 * the same transaction. With an idempotency key the listing's id comes from the seller and the
 * key, so a retry finds the first one (created false).
 */
export async function addProduct(
  seller: Member,
  input: NewProduct,
  phone: string,
  idempotencyKey?: string,
): Promise<{ id: string; created: boolean }> {
  if (input.sellerEmail !== undefined && input.sellerEmail !== seller.email) {
    throw new HttpError('forbidden', ERROR.emailMismatch);
  }
  const { sellerEmail: _email, productStatus: _status, originalPrice, photos: photoIds, ...fields } = input;
  const contact: ProductContactDoc = { sellerUid: seller.uid, sellerEmail: seller.email, phone };
  const db = getFirestore();
  const products = db.collection(COLLECTIONS.products);
  const ref = idempotencyKey ? products.doc(listingIdFor(seller.uid, idempotencyKey)) : products.doc();
  return db.runTransaction(async (tx) => {
    if (idempotencyKey && (await tx.get(ref)).exists) return { id: ref.id, created: false };
    const photos = await preparePhotos(tx, seller.uid, ref.id, photoIds);
    const sellerRating = await readListingRating(tx, seller.uid);
    const product: WithFieldValue<ProductDoc> = {
      ...fields,
      ...photos.fields,
      ...(originalPrice === undefined ? {} : { originalPrice }),
      sellerUid: seller.uid,
      sellerName: seller.user.name,
      sellerVerified: claimsOf(seller.user).verified === true,
      ...(sellerRating.count > 0 ? { sellerRating } : {}),
      categoryId: categoryIdOf(input.categoryName),
      productStatus: INITIAL_PRODUCT_STATUS,
      keywords: productKeywords(fields),
      postedAt: now(),
      createdAt: now(),
      updatedAt: now(),
    };
    tx.create(ref, product).create(db.doc(productContactPath(ref.id)), contact);
    photos.write();
    return { id: ref.id, created: true };
  });
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

/**
 * The owner or an admin deletes a listing with its contact document and advertisement. A booked
 * book's booking is cancelled in the same transaction ("listing removed"), so no order is left
 * pointing at a book that is gone.
 */
export async function deleteProduct(caller: Member, id: string): Promise<number> {
  const ref = docRef(COLLECTIONS.products, id);
  return getFirestore().runTransaction(async (tx) => {
    const product = (await tx.get(ref)).data() as ProductDoc | undefined;
    if (!product) throw new HttpError('not-found');
    const owner = product.sellerUid === caller.uid;
    if (!owner && !isAdmin(caller.user)) throw new HttpError('forbidden');
    (await prepareRemoval(tx, ref, product, owner ? 'seller' : 'admin'))();
    return 1;
  });
}

/**
 * In a transaction, reads what removing a listing takes and returns its writes (every read of a
 * transaction comes first): a live booking is cancelled through the lifecycle ("listing removed"),
 * which takes the book with it; otherwise the listing, its contact document, its offer and its
 * photos go.
 */
export async function prepareRemoval(
  tx: Transaction,
  ref: DocumentReference,
  product: ProductDoc,
  by: 'seller' | 'admin',
): Promise<() => void> {
  const bookingRef = product.bookingId ? docRef(COLLECTIONS.orders, product.bookingId) : undefined;
  const booking = bookingRef && ((await tx.get(bookingRef)).data() as OrderDoc | undefined);
  if (bookingRef && booking && isLiveStatus(booking.status)) {
    const target = await readTarget(tx, bookingRef, booking);
    return () => writeMove(tx, target, 'listingRemoved', by);
  }
  return () => {
    tx.delete(ref);
    tx.delete(getFirestore().doc(productContactPath(ref.id)));
    tx.delete(docRef(COLLECTIONS.advertisements, ref.id));
    deletePhotosIn(tx, product.photos ?? []);
  };
}

/**
 * In a transaction, takes a listing off the shelves (category pages, search, offers) without
 * deleting it: an available book goes Hidden; a booked or sold one keeps its state, marked, so a
 * booking that ends leaves it hidden. Its offer goes; `advertised` stays, for a Keep to bring it back.
 */
export function hideListing(tx: Transaction, ref: DocumentReference, product: ProductDoc, why: ProductHiddenFor) {
  tx.update(ref, {
    hiddenFor: why,
    ...(product.productStatus === 'Available' ? { productStatus: 'Hidden' } : {}),
    updatedAt: now(),
  });
  tx.delete(docRef(COLLECTIONS.advertisements, ref.id));
}

/** In a transaction, puts a hidden listing back on the shelves, with its offer if it had one. */
export function unhideListing(tx: Transaction, ref: DocumentReference, product: ProductDoc) {
  const available = product.productStatus === 'Hidden';
  tx.update(ref, {
    hiddenFor: FieldValue.delete(),
    ...(available ? { productStatus: 'Available' } : {}),
    updatedAt: now(),
  });
  if (available && product.advertised) {
    tx.set(docRef(COLLECTIONS.advertisements, ref.id), {
      product: advertisedProduct(ref.id, product),
      sellerUid: product.sellerUid,
      createdAt: now(),
      updatedAt: now(),
    });
  }
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
 * Photos it no longer shows are detached, not deleted: the sweep takes them a day later, and until
 * then the seller can put one back. Deleting at once would let its URL answer 404, which Hosting
 * caches as long as the photo itself (firebase.json), so the same photo added again (the same id)
 * would not show.
 */
export async function editProduct(seller: Member, id: string, edit: ProductEdit): Promise<number> {
  const db = getFirestore();
  return db.runTransaction(async (tx) => {
    const { ref, adRef, product, advertised } = await ownListing(tx, seller, id);
    if (product.productStatus !== 'Available') throw new HttpError('conflict', ERROR.notEditable);
    const { author, photos: photoIds, ...fields } = edit;
    const photos = await preparePhotos(tx, seller.uid, id, photoIds, product.photos ?? []);
    const next: Partial<ProductDoc> = { ...fields, ...photos.fields, keywords: productKeywords(edit) };
    const same = (key: string, value: unknown) =>
      JSON.stringify(value) === JSON.stringify(product[key as keyof ProductDoc]);
    if (author === product.author && Object.entries(next).every(([key, value]) => same(key, value))) return 0;
    tx.update(ref, { ...next, author: author ?? FieldValue.delete(), updatedAt: now() });
    photos.write();
    if (advertised)
      tx.update(adRef, { product: advertisedProduct(id, { ...edit, image: photos.fields.image }), updatedAt: now() });
    return 1;
  });
}

/** Available books of a category, newest first, as the spec's Book cards. */
export async function categoryBooks(categoryId: string, page: PageQuery) {
  if (!CATEGORIES.some((c) => c.id === categoryId)) throw new HttpError('not-found');
  const docs = await fetchPage(QUERIES.categoryBooks(categoryId), page);
  return docs.map((d) => toBookCard(d.id, d.data() as ProductDoc));
}
