import { displayPhone, ERROR } from '@reshelf/domain';
import type { Request, RequestHandler } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { HttpError } from '../../lib/errors';
import { verifyAccessToken } from '../../services/tokens';
import { accountExists, findUser, isAdmin, sessionHolds, type Caller, type Member } from '../../services/users';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the auth middleware. */
    caller?: Caller;
    /** The body as the Functions runtime read it, before Express. */
    rawBody?: Buffer;
    /** Set by requireVerifiedPhone: the caller's verified number, as people read it. */
    verifiedPhone?: string;
  }
}

export function bearerToken(req: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match?.[1]) throw new HttpError('unauthenticated');
  return match[1];
}

// Permissions come from the users document as it is now, not from claims in a token; so does the
// end of a session (logout, a role change, an account being deleted).
async function authenticate(req: Request): Promise<Caller> {
  const identity = await verifyAccessToken(bearerToken(req));
  const user = await findUser(identity.uid);
  // Without a profile the caller is signing up, or their account was deleted since the token.
  const holds = user ? sessionHolds(user, identity.issuedAt) : await accountExists(identity.uid);
  if (!holds) throw new HttpError('unauthenticated', ERROR.sessionEnded);
  req.caller = { ...identity, user };
  return req.caller;
}

function requireMember(allowed: (member: Member) => boolean, refusal: string): RequestHandler {
  return async (req, _res, next) => {
    const caller = await authenticate(req);
    if (!caller.user) throw new HttpError('forbidden', ERROR.profileMissing);
    if (!allowed(caller as Member)) throw new HttpError('forbidden', refusal);
    next();
  };
}

/** A valid accessToken, with or without a profile yet (sign-up, role checks). */
export const requireToken: RequestHandler = async (req, _res, next) => {
  await authenticate(req);
  next();
};
/** A signed-in user with a profile. */
export const requireUser = requireMember(() => true, ERROR.forbidden);
export const requireSeller = requireMember((m) => m.user.account === 'Seller', ERROR.sellersOnly);
export const requireAdmin = requireMember((m) => isAdmin(m.user), ERROR.adminsOnly);

/**
 * After requireUser/requireSeller: booking, listing and advertising need a confirmed email; with
 * `phone`, a verified phone number too (booking and listing: the other party calls it). Read from
 * the Auth record, not the token, so a link clicked or a code entered a minute ago counts at once.
 * Firebase marks Google accounts verified itself; a phone number is on the record only once its
 * SMS code was entered.
 */
function requireVerified({ phone }: { phone: boolean }): RequestHandler {
  return async (req, _res, next) => {
    const { emailVerified, phoneNumber } = await getAuth().getUser(callerOf(req).uid);
    if (!emailVerified) throw new HttpError('unverified');
    if (phone) {
      if (!phoneNumber) throw new HttpError('phone-unverified');
      req.verifiedPhone = displayPhone(phoneNumber);
    }
    next();
  };
}

export const requireVerifiedEmail = requireVerified({ phone: false });
export const requireVerifiedPhone = requireVerified({ phone: true });

/** The number requireVerifiedPhone read: the one the other party sees, never one from the body. */
export function verifiedPhoneOf(req: Request): string {
  if (!req.verifiedPhone) throw new Error('The route has no requireVerifiedPhone');
  return req.verifiedPhone;
}

export function callerOf(req: Request): Caller {
  if (!req.caller) throw new Error('The route has no auth middleware');
  return req.caller;
}

export function memberOf(req: Request): Member {
  const caller = callerOf(req);
  if (!caller.user) throw new Error('The route lets callers without a profile through');
  return caller as Member;
}
