// A listing's photos (DESIGN: Photos): what the browser sends, what the API stores and answers,
// and the URLs every page shows them by.
import { VALIDATION } from './messages';
import { PHOTO_ID_PATTERN, type PhotoSize } from './photo-url';
import { z } from './zod';
import type { TimestampLike } from './timestamp';

export * from './photo-url';

/** Photos a listing may have; the first is its cover. */
export const MAX_PHOTOS = 4;
/** The most a photo upload may weigh (413 above). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may decode to, so a small file cannot claim a huge picture. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The browser shrinks a photo to this longest side before it uploads it. */
export const PHOTO_UPLOAD_LONGEST_SIDE = 1600;
/** The types POST /api/photos takes, as its Content-Type. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** An upload that no listing uses by then is swept. */
export const UNATTACHED_PHOTO_HOURS = 24;

const photoIdField = z.string({ error: VALIDATION.photoId }).regex(PHOTO_ID_PATTERN, { error: VALIDATION.photoId });

/** A listing's photos by id, in order (the first is the cover), each once. */
export const photosField = z
  .array(photoIdField, { error: VALIDATION.photos })
  .min(1, { error: VALIDATION.photos })
  .max(MAX_PHOTOS, { error: VALIDATION.photosMax })
  .refine((ids) => new Set(ids).size === ids.length, { error: VALIDATION.photoRepeated });

/** 201 of POST /api/photos. */
export interface PhotoUploadReply {
  id: string;
  urls: Record<`${PhotoSize}`, string>;
  /** The photo's dominant colour, `#rrggbb`: the placeholder while it loads. */
  color: string;
  /** Of the 960 size. */
  width: number;
  height: number;
}

/**
 * `photos/{id}`: who uploaded a photo and which listing uses it. Its bytes are one document per size
 * under it (PhotoSizeDoc). No client reads any of them: `GET /api/photos/{id}/{size}` serves them.
 */
export interface PhotoDoc {
  ownerUid: string;
  /** The listing that shows it; null until one does, and swept UNATTACHED_PHOTO_HOURS after upload. */
  productId: string | null;
  color: string;
  width: number;
  height: number;
  createdAt: TimestampLike;
}

/** `photos/{id}/sizes/{size}`: one size's WebP bytes. */
export interface PhotoSizeDoc {
  /** Firestore Bytes (Admin SDK: a Buffer). */
  data: Uint8Array;
  contentType: 'image/webp';
  etag: string;
  width: number;
  height: number;
}

/** One size of a photo: `photos/{id}/sizes/{size}`. */
export const photoSizePath = (id: string, size: PhotoSize) => `photos/${id}/sizes/${size}`;
