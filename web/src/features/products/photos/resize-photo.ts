import { ERROR, PHOTO_UPLOAD_LONGEST_SIDE, PHOTO_UPLOAD_TYPES } from '@reshelf/domain';

const QUALITY = 0.85;

/** A chosen file that is no picture this browser can read, nor one the server takes as it is. */
export class PhotoNotReadable extends Error {
  constructor() {
    super(ERROR.photoNotImage);
    this.name = 'PhotoNotReadable';
  }
}

/** The size of a `width` × `height` picture shrunk to fit `longest` on its longer side (never enlarged). */
export function fitWithin(width: number, height: number, longest: number) {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const takenAsIs = (file: Blob) => (PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type);

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  // Off the page where the browser has one: nothing is laid out for a picture nobody sees.
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * A phone's photo made small enough to upload quickly: its longest side at most
 * PHOTO_UPLOAD_LONGEST_SIDE, turned as the camera held it, re-encoded as WebP (JPEG where the
 * browser cannot write WebP), which drops its metadata on the way. A JPEG, PNG or WebP this
 * browser cannot decode goes as it is, for the server to judge; any other file is refused.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (takenAsIs(file)) return file;
    throw new PhotoNotReadable();
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, PHOTO_UPLOAD_LONGEST_SIDE);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return takenAsIs(file) ? file : Promise.reject(new PhotoNotReadable());
    context.drawImage(bitmap, 0, 0, width, height);
    // A browser that cannot write WebP answers with a PNG instead: heavier than a JPEG.
    const webp = await encode(canvas, 'image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await encode(canvas, 'image/jpeg');
    if (jpeg?.type === 'image/jpeg') return jpeg;
    if (takenAsIs(file)) return file;
    throw new PhotoNotReadable();
  } finally {
    bitmap.close();
  }
}
