// accessTokens minted here as an attacker or a clock would make them; real ones come from GET /jwt.
import { readFileSync } from 'node:fs';
import { ERROR } from '@reshelf/domain';
import { SignJWT } from 'jose';
import { text } from '../../support/text';

type Who = { uid: string; email: string };

const secretFile = new URL('../../../functions/.secret.local', import.meta.url);
/** The secret the functions emulator signs with (written by scripts/lib/emulator-env.mjs). */
export const jwtSecret = () => /^JWT_SECRET=(.+)$/m.exec(readFileSync(secretFile, 'utf8'))?.[1]?.trim() ?? '';

interface MintOptions {
  secret?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
}

export function mintToken(who: Who, options: MintOptions = {}) {
  const { secret = jwtSecret(), expiresIn = 3600, issuer = 'reshelf', audience = 'reshelf' } = options;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: who.email, iat_ms: (now - 7200) * 1000 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(who.uid)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/** An unsigned token (`alg: none`) that claims to be someone. */
export function unsignedToken(who: Who) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: who.uid, email: who.email, iss: 'reshelf', aud: 'reshelf', exp })}.`;
}

/** The payload of a JWT, unverified. */
export const decodeJwt = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** Every way an accessToken can be bad, each with the message the API gives. */
export const BAD_TOKENS = [
  { name: 'expired', make: (who: Who) => mintToken(who, { expiresIn: -60 }), message: text(ERROR.sessionExpired) },
  {
    name: 'forged with another secret',
    make: (who: Who) => mintToken(who, { secret: 'not-the-secret' }),
    message: text(ERROR.unauthenticated),
  },
  {
    name: 'for another issuer',
    make: (who: Who) => mintToken(who, { issuer: 'someone-else' }),
    message: text(ERROR.unauthenticated),
  },
  { name: 'unsigned (alg none)', make: async (who: Who) => unsignedToken(who), message: text(ERROR.unauthenticated) },
  { name: 'not a JWT', make: async () => 'not-a-jwt', message: text(ERROR.unauthenticated) },
];
