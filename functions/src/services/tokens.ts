import { ACCESS_TOKEN_TTL_SECONDS, ERROR, MIN_JWT_SECRET_BYTES, type AccessTokenReply } from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { errors, jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from '../config';
import { HttpError } from '../lib/errors';
import { refreshProfile, type KnownVerification } from './seller-profiles';
import { findUser, idTokenHolds, type TokenIdentity } from './users';

const ISSUER = 'reshelf';
const AUDIENCE = 'reshelf';

// `iat` counts seconds; a logout and a new sign-in can fall in the same second.
const ISSUED_AT_MS = 'iat_ms';

/** The secret's key, refused when it is too short to resist guessing (HS256 wants 256 bits). */
export function keyOf(secret: string | undefined): Uint8Array {
  const key = new TextEncoder().encode(secret ?? '');
  if (key.length < MIN_JWT_SECRET_BYTES) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long (it is ${key.length})`);
  }
  return key;
}

let cachedKey: { secret: string; key: Uint8Array } | undefined;
function signingKey(): Uint8Array {
  const secret = jwtSecret.value();
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: keyOf(secret) };
  return cachedKey.key;
}

/**
 * Trades a Firebase ID token for an accessToken, only for the email that token proves, and says
 * whether the account has its profile: the server reads it anyway, and a browser that asked
 * Firestore itself would wait for a connection before it could show the first page.
 */
export async function exchangeIdToken(idToken: string, email: string): Promise<AccessTokenReply> {
  let tokenEmail: string | undefined;
  let uid: string;
  let issuedAt: number;
  let verification: KnownVerification;
  try {
    // checkRevoked also refuses the tokens of deleted or disabled accounts.
    const decoded = await getAuth().verifyIdToken(idToken, true);
    tokenEmail = decoded.email?.toLowerCase();
    uid = decoded.uid;
    issuedAt = decoded.iat;
    verification = { emailVerified: decoded.email_verified === true, phoneVerified: !!decoded.phone_number };
  } catch {
    throw new HttpError('unauthenticated', ERROR.sessionExpired);
  }
  if (!tokenEmail || tokenEmail !== email) throw new HttpError('forbidden', ERROR.emailMismatch);
  // A logout or role change stamps the users document; an ID token from before it is refused.
  const user = await findUser(uid);
  if (!idTokenHolds(user, issuedAt)) throw new HttpError('unauthenticated', ERROR.sessionEnded);
  // A sign-in is when the server learns of an email or phone verified in the browser: the public
  // profile's badges follow.
  await refreshProfile(uid, verification, user);
  const accessToken = await new SignJWT({ email: tokenEmail, [ISSUED_AT_MS]: Date.now() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(signingKey());
  return { accessToken, hasProfile: user !== undefined };
}

export async function verifyAccessToken(token: string): Promise<TokenIdentity> {
  const key = signingKey();
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const issuedAt = payload[ISSUED_AT_MS];
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof issuedAt !== 'number') {
      throw new Error('incomplete token');
    }
    return { uid: payload.sub, email: payload.email, issuedAt };
  } catch (err) {
    const expired = err instanceof errors.JWTExpired;
    throw new HttpError('unauthenticated', expired ? ERROR.sessionExpired : ERROR.unauthenticated);
  }
}
