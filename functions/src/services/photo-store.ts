// Where photos are kept (DESIGN: Photos): Firestore, `photos/{id}` and one document per size under
// it. Every read and write of a photo's bytes or its owner goes through here, so moving the bytes
// to Cloud Storage changes this file alone.
import {
  COLLECTIONS,
  PHOTO_SIZES,
  photoSizePath,
  QUERIES,
  type PhotoDoc,
  type PhotoSize,
  type PhotoSizeDoc,
  UNATTACHED_PHOTO_HOURS,
} from '@reshelf/domain';
import {
  getFirestore,
  type BulkWriter,
  type DocumentReference,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { now } from '../lib/docs';
import { buildQuery } from '../lib/firestore-query';
import type { EncodedPhoto } from './photos';

const photoRef = (id: string) => getFirestore().collection(COLLECTIONS.photos).doc(id);
const sizeRefs = (id: string): DocumentReference[] =>
  PHOTO_SIZES.map((size) => getFirestore().doc(photoSizePath(id, size)));

/**
 * Stores a photo with its sizes, unattached unless `productId` is given, and answers it as stored.
 * A photo already stored (a retry) keeps its listing; an unattached one gets a fresh upload time,
 * so the sweep does not take it from a form that is still open. Without `photo`, only that
 * refresh: undefined when there is no such photo.
 */
export async function putPhoto(
  id: string,
  ownerUid: string,
  photo?: EncodedPhoto,
  productId: string | null = null,
): Promise<Pick<PhotoDoc, 'color' | 'width' | 'height'> | undefined> {
  const db = getFirestore();
  const ref = photoRef(id);
  return db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data() as PhotoDoc | undefined;
    if (stored) {
      if (stored.productId === null) tx.update(ref, { createdAt: now() });
      return { color: stored.color, width: stored.width, height: stored.height };
    }
    if (!photo) return undefined;
    const { width, height } = photo.sizes[960];
    tx.create(ref, { ownerUid, productId, color: photo.color, width, height, createdAt: now() });
    for (const size of PHOTO_SIZES) {
      const { data, etag, width: w, height: h } = photo.sizes[size];
      tx.create(db.doc(photoSizePath(id, size)), { data, contentType: 'image/webp', etag, width: w, height: h });
    }
    return { color: photo.color, width, height };
  });
}

/** One size's bytes, for GET /api/photos/{id}/{size}. */
export async function readPhotoSize(id: string, size: PhotoSize): Promise<PhotoSizeDoc | undefined> {
  return (await getFirestore().doc(photoSizePath(id, size)).get()).data() as PhotoSizeDoc | undefined;
}

/** In a transaction (reads first): the photos by id, in order, undefined for one that is gone. */
export async function readPhotosIn(tx: Transaction, ids: string[]): Promise<(PhotoDoc | undefined)[]> {
  if (ids.length === 0) return [];
  const snaps = await tx.getAll(...ids.map(photoRef));
  return snaps.map((s) => s.data() as PhotoDoc | undefined);
}

/** In a transaction: the photos now belong to the listing. */
export function attachPhotosIn(tx: Transaction, ids: string[], productId: string) {
  for (const id of ids) tx.update(photoRef(id), { productId });
}

/** In a transaction: the photos belong to no listing again, from now, so the sweep takes them a day later. */
export function detachPhotosIn(tx: Transaction, ids: readonly string[]) {
  for (const id of ids) tx.update(photoRef(id), { productId: null, createdAt: now() });
}

/** In a transaction: the photos and their bytes go. */
export function deletePhotosIn(tx: Transaction, ids: readonly string[]) {
  for (const id of ids) for (const ref of [photoRef(id), ...sizeRefs(id)]) tx.delete(ref);
}

/** With a bulk writer (a seller's listings): the photos and their bytes go. */
export const deletePhotosWith = (writer: BulkWriter, ids: readonly string[]) =>
  ids.flatMap((id) => [photoRef(id), ...sizeRefs(id)].map((ref) => writer.delete(ref)));

/** Every photo a seller uploaded, attached or not. */
export async function photoIdsOf(ownerUid: string): Promise<string[]> {
  const snap = await getFirestore().collection(COLLECTIONS.photos).where('ownerUid', '==', ownerUid).select().get();
  return snap.docs.map((d) => d.id);
}

/** Up to `limit` ids of photos no listing took, uploaded before `before`. */
async function unattachedPhotoIds(before: Date, limit: number): Promise<string[]> {
  const snap = await buildQuery(QUERIES.unattachedPhotos(before)).limit(limit).select().get();
  return snap.docs.map((d) => d.id);
}

/**
 * Deletes a photo if it is still unattached and uploaded before `before`, in a transaction, so a
 * listing that takes it meanwhile keeps it. Returns whether it went.
 */
async function deleteIfUnattached(id: string, before: Date): Promise<boolean> {
  return getFirestore().runTransaction(async (tx) => {
    const photo = (await tx.get(photoRef(id))).data() as PhotoDoc | undefined;
    const createdAt = photo?.createdAt as Timestamp | undefined;
    if (!photo || photo.productId !== null || !createdAt || createdAt.toMillis() >= before.getTime()) return false;
    deletePhotosIn(tx, [id]);
    return true;
  });
}

const SWEEP_PAGE = 100;

/** Deletes the photos no listing took within UNATTACHED_PHOTO_HOURS of `at`, a page at a time. */
export async function sweepUnattachedPhotos(at: Date): Promise<number> {
  const before = new Date(at.getTime() - UNATTACHED_PHOTO_HOURS * 3600_000);
  let swept = 0;
  for (;;) {
    const ids = await unattachedPhotoIds(before, SWEEP_PAGE);
    const deleted = (await Promise.all(ids.map((id) => deleteIfUnattached(id, before)))).filter(Boolean).length;
    swept += deleted;
    // A page that deleted nothing was taken meanwhile; the next run sees what is left.
    if (ids.length < SWEEP_PAGE || deleted === 0) return swept;
  }
}
