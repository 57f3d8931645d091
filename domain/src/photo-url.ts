// The addresses photos are shown by, apart from the upload's schemas (as book-card.ts is from
// product.ts), so a page that only shows photos loads no validation (zod).

/** The sizes stored and served (longest side in px, WebP): cards use 320, the book page 960. */
export const PHOTO_SIZES = [320, 960] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** 32 hex digits of a SHA-256 of the uploader and the bytes: the same upload twice is the same photo. */
export const PHOTO_ID_PATTERN = /^[0-9a-f]{32}$/;

export const photoUrl = (id: string, size: PhotoSize) => `/api/photos/${id}/${size}`;

const PHOTO_URL_PATTERN = /^\/api\/photos\/([0-9a-f]{32})\/\d+$/;

/** The photo id behind a listing's `image` (the cover's URL), or null for any other picture. */
export const photoIdOf = (image: string) => PHOTO_URL_PATTERN.exec(image)?.[1] ?? null;

/** `srcset` of a stored photo: both sizes, so the browser picks by the slot's width. */
export const photoSrcSet = (id: string) => PHOTO_SIZES.map((size) => `${photoUrl(id, size)} ${size}w`).join(', ');

/**
 * What an <img> (or a preload of it) asks for to show a listing's `image` or a photo id: a stored
 * photo in both sizes for the slot's `sizes`, any other picture as it is.
 */
export function photoImage(image: string, sizes: string) {
  const id = PHOTO_ID_PATTERN.test(image) ? image : photoIdOf(image);
  return id ? { src: photoUrl(id, 960), srcSet: photoSrcSet(id), sizes } : { src: image };
}
