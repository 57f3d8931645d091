import { ERROR, MAX_BODY_BYTES } from '@reshelf/domain';
import express, { type RequestHandler } from 'express';
import { HttpError } from '../../lib/errors';

/**
 * Bodies over MAX_BODY_BYTES are 413. The Functions runtime has already parsed the body (up to
 * 32 MB) and kept it as rawBody, where express.json() skips; a plain Node server has express.json().
 */
export const limitBody: RequestHandler[] = [
  (req, _res, next) => {
    if ((req.rawBody?.length ?? 0) > MAX_BODY_BYTES) throw new HttpError('too-large', ERROR.tooLarge);
    next();
  },
  express.json({ limit: MAX_BODY_BYTES }),
];
