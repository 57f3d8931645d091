import { ACCESS_TOKEN_TTL_SECONDS, ERROR } from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { errors, jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../config';
import { HttpError } from '../lib/errors';

const ISSUER = 'reshelf';
const AUDIENCE = 'reshelf';

export interface TokenIdentity {
  uid: string;
  email: string;
}

let cachedKey: { secret: string; key: Uint8Array } | undefined;
function signingKey(): Uint8Array {
  const secret = jwtSecret.value();
  // An empty secret would make every token forgeable.
  if (!secret) throw new Error('JWT_SECRET is not set');
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: new TextEncoder().encode(secret) };
  return cachedKey.key;
}

/** Trades a Firebase ID token for an accessToken, only for the email that token proves. */
export async function exchangeIdToken(idToken: string, email: string): Promise<string> {
  let tokenEmail: string | undefined;
  let uid: string;
  try {
    // checkRevoked also refuses the tokens of deleted or disabled accounts.
    const decoded = await getAuth().verifyIdToken(idToken, true);
    tokenEmail = decoded.email?.toLowerCase();
    uid = decoded.uid;
  } catch {
    throw new HttpError('unauthenticated', ERROR.sessionExpired);
  }
  if (!tokenEmail || tokenEmail !== email) throw new HttpError('forbidden', ERROR.emailMismatch);
  return new SignJWT({ email: tokenEmail })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(signingKey());
}

export async function verifyAccessToken(token: string): Promise<TokenIdentity> {
  const key = signingKey();
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('incomplete token');
    return { uid: payload.sub, email: payload.email };
  } catch (err) {
    const expired = err instanceof errors.JWTExpired;
    throw new HttpError('unauthenticated', expired ? ERROR.sessionExpired : ERROR.unauthenticated);
  }
}
