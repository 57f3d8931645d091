import {
  ERROR,
  MAX_PHOTO_BYTES,
  PHOTO_ID_PATTERN,
  PHOTO_SIZES,
  PHOTO_UPLOAD_TYPES,
  photoUrl,
  type PhotoSize,
  type PhotoUploadReply,
} from '@reshelf/domain';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { HttpError } from '../../lib/errors';
import { putPhoto, readPhotoSize } from '../../services/photo-store';
import { photoIdFor, processUpload } from '../../services/photos';
import { memberOf, requireSeller, requireVerifiedPhone } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { pathParam } from '../middleware/validate';

/**
 * Mounted before the app's JSON body limit: an upload is the image's bytes, up to MAX_PHOTO_BYTES.
 */
export const photosRouter = Router();

const readRaw = express.raw({ type: () => true, limit: MAX_PHOTO_BYTES });

/**
 * The upload's bytes as req.body. The Functions runtime (and its emulator) has read them into
 * rawBody already; a plain Node server (the bench) reads them here.
 */
const photoBody: RequestHandler = (req, res, next) => {
  const type = req.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (!PHOTO_UPLOAD_TYPES.some((t) => t === type)) throw new HttpError('invalid', ERROR.photoType);
  if (req.rawBody) {
    if (req.rawBody.length > MAX_PHOTO_BYTES) throw new HttpError('too-large', ERROR.photoTooLarge);
    req.body = req.rawBody;
    next();
    return;
  }
  readRaw(req, res, (err?: unknown) => {
    if ((err as { type?: unknown } | undefined)?.type === 'entity.too.large') {
      next(new HttpError('too-large', ERROR.photoTooLarge));
    } else {
      next(err);
    }
  });
};

photosRouter.post('/photos', rateLimit('photo'), requireSeller, requireVerifiedPhone, photoBody, upload);
photosRouter.get('/photos/:id/:size', servePhoto);

async function upload(req: Request, res: Response) {
  const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const { uid } = memberOf(req);
  const id = photoIdFor(uid, bytes);
  // A retry of a stored upload needs no decoding, only a fresh upload time.
  const photo = (await putPhoto(id, uid)) ?? (await putPhoto(id, uid, await processUpload(bytes)))!;
  res.status(201).json({
    id,
    urls: { 320: photoUrl(id, 320), 960: photoUrl(id, 960) },
    ...photo,
  } satisfies PhotoUploadReply);
}

const etagOf = (tag: string) => `"${tag}"`;

/** Public (an <img> sends no token): the bytes never change under an id, so caches keep them a year. */
async function servePhoto(req: Request, res: Response) {
  const id = pathParam(req, 'id');
  const size = Number(pathParam(req, 'size'));
  if (!PHOTO_ID_PATTERN.test(id) || !PHOTO_SIZES.some((s) => s === size)) throw new HttpError('not-found');
  const stored = await readPhotoSize(id, size as PhotoSize);
  if (!stored) throw new HttpError('not-found');
  const etag = etagOf(stored.etag);
  res.set({
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  });
  const asked = req
    .get('if-none-match')
    ?.split(',')
    .map((t) => t.trim().replace(/^W\//, ''));
  if (asked?.includes(etag) || asked?.includes('*')) {
    res.status(304).end();
    return;
  }
  res.type('image/webp').send(stored.data);
}
