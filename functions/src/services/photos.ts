import { createHash } from 'node:crypto';
import { ERROR, MAX_PHOTO_PIXELS, PHOTO_SIZES, type PhotoSize } from '@reshelf/domain';
import type { OutputInfo, Sharp, SharpOptions } from 'sharp';
import { HttpError } from '../lib/errors';

// Loaded on the first upload, not when an instance starts: its native library costs every other
// route's cold start a few hundred milliseconds.
const loadSharp = async () => (await import('sharp')).default;

/** One stored size of a photo: its WebP bytes and what the reply and the ETag need. */
export interface EncodedSize {
  data: Buffer;
  etag: string;
  width: number;
  height: number;
}

/** A photo as it is stored: every size, and the dominant colour of the picture. */
export interface EncodedPhoto {
  sizes: Record<PhotoSize, EncodedSize>;
  color: string;
}

/** The id of a photo: the uploader and the bytes, so the same upload twice is the same photo. */
export const photoIdFor = (uploaderUid: string, bytes: Uint8Array) =>
  createHash('sha256').update(uploaderUid).update('\0').update(bytes).digest('hex').slice(0, 32);

const LARGEST = Math.max(...PHOTO_SIZES);
/** A Firestore document holds at most 1 MiB: a size above this is encoded again at a lower quality. */
const MAX_SIZE_BYTES = 700 * 1024;
const QUALITIES = [80, 65, 50, 35];

// The first bytes of each accepted format. Anything else (a PDF, an SVG, a TIFF, a HEIC) never
// reaches an image decoder.
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

const hex = (n: number) => n.toString(16).padStart(2, '0');

async function encodeSize(pixels: Sharp, longest: number): Promise<EncodedSize> {
  const resized = pixels.clone().resize(longest, longest, { fit: 'inside', withoutEnlargement: true });
  let encoded: { data: Buffer; info: OutputInfo } | undefined;
  for (const quality of QUALITIES) {
    encoded = await resized.clone().webp({ quality }).toBuffer({ resolveWithObject: true });
    if (encoded.data.length <= MAX_SIZE_BYTES) break;
  }
  const { data, info } = encoded!;
  const etag = createHash('sha256').update(data).digest('base64url').slice(0, 27);
  return { data, etag, width: info.width, height: info.height };
}

/**
 * Decodes once (rotated by its EXIF orientation, flattened, at most the largest size), then
 * writes each size as WebP from those pixels. Nothing of the input's metadata is kept: no
 * withMetadata, and the raw pixels in between carry none.
 */
export async function encodePhoto(input: Buffer, options: SharpOptions = {}): Promise<EncodedPhoto> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated', ...options })
    .rotate()
    .resize(LARGEST, LARGEST, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [large, small, stats] = await Promise.all([
    encodeSize(pixels, LARGEST),
    encodeSize(pixels, Math.min(...PHOTO_SIZES)),
    pixels.clone().stats(),
  ]);
  const { r, g, b } = stats.dominant;
  return { sizes: { 320: small, 960: large }, color: `#${hex(r)}${hex(g)}${hex(b)}` };
}

/**
 * An upload as stored, or a 400 that says what is wrong with it: empty, not a JPEG, PNG or WebP
 * image, more pixels than MAX_PHOTO_PIXELS (read from the header, before decoding), or damaged
 * (a truncated file fails the decode).
 */
export async function processUpload(bytes: Buffer): Promise<EncodedPhoto> {
  if (bytes.length === 0) throw new HttpError('invalid', ERROR.photoEmpty);
  if (!isJpeg(bytes) && !isPng(bytes) && !isWebp(bytes)) throw new HttpError('invalid', ERROR.photoNotImage);
  const sharp = await loadSharp();
  try {
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    if (width * height === 0) throw new Error('No size in the header');
    return await encodePhoto(bytes);
  } catch (err) {
    throw new HttpError('invalid', overPixelLimit(err) ? ERROR.photoTooManyPixels : ERROR.photoDamaged);
  }
}

// libvips says so when a header claims more pixels than limitInputPixels, before decoding any.
const overPixelLimit = (err: unknown) => /exceeds pixel limit/i.test((err as Error).message);
