import type { RateLimitName } from '@reshelf/domain';
import type { Request, RequestHandler } from 'express';
import { consumeRateLimit } from '../../services/rate-limits';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address as Express reads it behind Google's front end (`trust proxy`). On the
 * emulators every caller is this machine, so loopback counts per user only; a test names its
 * client with X-Forwarded-For. In production a loopback address is never exempt.
 */
function clientIp(req: Request): string | undefined {
  const ip = req.ip;
  if (!ip) return undefined;
  return process.env.FUNCTIONS_EMULATOR === 'true' && LOOPBACK.has(ip) ? undefined : ip.replace(/[/]/g, '_');
}

/** Refuses with 429 and Retry-After once the caller or its address has spent the named limit. */
export const rateLimit =
  (name: RateLimitName): RequestHandler =>
  async (req, _res, next) => {
    await consumeRateLimit(name, { uid: req.caller?.uid, ip: clientIp(req) });
    next();
  };
