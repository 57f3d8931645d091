import { MIN_JWT_SECRET_BYTES } from '@reshelf/domain';
import { describe, expect, it } from 'vitest';
import { keyOf } from './tokens';

describe('the JWT secret', () => {
  it.each([undefined, '', 'x'.repeat(MIN_JWT_SECRET_BYTES - 1)])(
    'is refused when shorter than 32 bytes: %j',
    (secret) => {
      expect(() => keyOf(secret)).toThrow(/at least 32 bytes/);
    },
  );

  it('is taken at 32 bytes, counted as UTF-8 bytes, not characters', () => {
    expect(keyOf('x'.repeat(MIN_JWT_SECRET_BYTES))).toHaveLength(MIN_JWT_SECRET_BYTES);
    // 16 Bengali letters are 48 bytes.
    expect(() => keyOf('ক'.repeat(16))).not.toThrow();
  });
});
