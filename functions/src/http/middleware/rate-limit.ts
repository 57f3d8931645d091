import type { RateLimitName } from '@reshelf/domain';
import type { Request, RequestHandler } from 'express';
import { consumeRateLimit } from '../../services/rate-limits';
import { verifyAccessToken } from '../../services/tokens';
import { bearerToken } from './auth';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The client's address as Google's front end saw it: `trust proxy` is one hop, so Express takes
 * the rightmost X-Forwarded-For entry, the one that front end appended. On the emulators nothing
 * appends one and every caller is this machine, so loopback counts per user only; a test names
 * its client with the entry a front end would append. In production a loopback address is never
 * exempt.
 */
function clientIp(req: Request): string | undefined {
  const ip = req.ip;
  if (!ip) return undefined;
  return process.env.FUNCTIONS_EMULATOR === 'true' && LOOPBACK.has(ip) ? undefined : ip.replace(/[/]/g, '_');
}

/**
 * The user an accessToken names, from its signature alone, so a limit runs before the route's
 * Firestore and Auth reads. A missing or bad token counts per address only (and fails later).
 */
async function signedUid(req: Request): Promise<string | undefined> {
  try {
    return (await verifyAccessToken(bearerToken(req))).uid;
  } catch {
    return undefined;
  }
}

/**
 * Refuses with 429 and Retry-After once the caller or its address has spent the named limit.
 * Put it first on a route: before token checks and reads, so a flood costs only its counters.
 */
export const rateLimit =
  (name: RateLimitName): RequestHandler =>
  async (req, _res, next) => {
    await consumeRateLimit(name, { uid: await signedUid(req), ip: clientIp(req) });
    next();
  };
