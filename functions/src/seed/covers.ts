import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PHOTO_SIZES } from '@reshelf/domain';
import sharp from 'sharp';
import { putPhoto } from '../services/photo-store';
import { encodePhoto, photoIdFor, type EncodedPhoto } from '../services/photos';
import { seedAccount } from './accounts';
import { coverOf, SEED_BOOKS } from './catalogue';

// functions/src/seed here and functions/lib/cli once built: the repository is three levels up from both.
const ROOT = new URL('../../../', import.meta.url);
const PUBLIC_DIR = new URL('web/public/', ROOT);
const CACHE_DIR = new URL('.cache/seed-covers/', ROOT);

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

type CachedCover = {
  color: string;
  sizes: Record<string, { data: string; etag: string; width: number; height: number }>;
};

/**
 * A cover as encodePhoto makes it, kept in .cache between runs: every test run and `npm start`
 * seeds fresh emulators, and rendering the 21 covers costs over a second on two cores. The file
 * is named by the cover's photo id (its SVG's bytes) and the libvips version, so a changed cover
 * or library renders again.
 */
async function encodedCover(photoId: string, svg: Buffer): Promise<EncodedPhoto> {
  const file = new URL(`${photoId}-${sharp.versions.vips}.json`, CACHE_DIR);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CachedCover;
    const sizes = Object.fromEntries(
      PHOTO_SIZES.map((size) => [
        size,
        { ...cached.sizes[size]!, data: Buffer.from(cached.sizes[size]!.data, 'base64') },
      ]),
    ) as EncodedPhoto['sizes'];
    return { color: cached.color, sizes };
  } catch {
    const photo = await encodePhoto(svg, { density: COVER_DENSITY });
    const sizes = Object.fromEntries(
      PHOTO_SIZES.map((size) => [size, { ...photo.sizes[size], data: photo.sizes[size].data.toString('base64') }]),
    );
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify({ color: photo.color, sizes } satisfies CachedCover));
    return photo;
  }
}

/**
 * Stores every demo cover as a photo of its book, through the same processing and store as an
 * upload. Covers already stored are only read, so a second run decodes nothing.
 */
export async function seedCoverPhotos(): Promise<SeedCovers> {
  const covers = await Promise.all(
    seedCoverFiles().map(async ({ bookId, sellerUid, photoId, svg }) => {
      const stored =
        (await putPhoto(photoId, sellerUid, undefined, bookId)) ??
        (await putPhoto(photoId, sellerUid, await encodedCover(photoId, svg), bookId))!;
      return [bookId, { id: photoId, color: stored.color }] as const;
    }),
  );
  return new Map(covers);
}
