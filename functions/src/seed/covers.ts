import { readFileSync } from 'node:fs';
import { putPhoto } from '../services/photo-store';
import { encodePhoto, photoIdFor } from '../services/photos';
import { seedAccount } from './accounts';
import { coverOf, SEED_BOOKS } from './catalogue';

// functions/src/seed here and functions/lib/cli once built: web/ is three levels up from both.
const PUBLIC_DIR = new URL('../../../web/public/', import.meta.url);

/** A demo book's cover as its seller would upload it: the SVG that ships with the app. */
export interface SeedCoverFile {
  bookId: string;
  sellerUid: string;
  photoId: string;
  svg: Buffer;
}

export function seedCoverFiles(): SeedCoverFile[] {
  return SEED_BOOKS.map((b) => {
    const sellerUid = seedAccount(b.seller).uid;
    const svg = readFileSync(new URL(`.${coverOf(b)}`, PUBLIC_DIR));
    return { bookId: b.id, sellerUid, photoId: photoIdFor(sellerUid, svg), svg };
  });
}

/** Each demo book's cover photo: its id and dominant colour. */
export type SeedCovers = ReadonlyMap<string, { id: string; color: string }>;

// The covers are 300x450: drawn at this density their longest side is the largest photo size.
const COVER_DENSITY = 154;

/**
 * Stores every demo cover as a photo of its book, through the same processing and store as an
 * upload. Covers already stored are only read, so a second run decodes nothing.
 */
export async function seedCoverPhotos(): Promise<SeedCovers> {
  const covers = await Promise.all(
    seedCoverFiles().map(async ({ bookId, sellerUid, photoId, svg }) => {
      const stored =
        (await putPhoto(photoId, sellerUid, undefined, bookId)) ??
        (await putPhoto(photoId, sellerUid, await encodePhoto(svg, { density: COVER_DENSITY }), bookId))!;
      return [bookId, { id: photoId, color: stored.color }] as const;
    }),
  );
  return new Map(covers);
}
