// An id Firestore cannot hold (a slash makes it a path) names nothing: every route that takes one
// answers 404, never a 500 from an invalid document path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure } from './support/http';
import { createCast, removeCreatedData } from './support/people';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast();
});

const SLASHED = 'a%2Fb';

/** A valid edit, so only the id can be wrong. */
const edit = {
  productName: 'Dracula',
  author: 'Bram Stoker',
  photos: ['e'.repeat(32)],
  price: '250',
  condition: 'Good',
  location: 'Uttara',
  description: 'A count, a castle and a long journey to Whitby.',
};

describe('an id with a slash', () => {
  it.each([
    ['PUT', `/addProduct/${SLASHED}`, 'seller', edit],
    ['DELETE', `/addProduct/${SLASHED}`, 'seller', undefined],
    ['PUT', `/orders/${SLASHED}/cancel`, 'buyer', undefined],
    ['PUT', `/orders/${SLASHED}/pay`, 'buyer', undefined],
    ['PUT', `/user/${SLASHED}`, 'admin', undefined],
    ['PUT', `/user/verify/${SLASHED}`, 'admin', undefined],
    ['DELETE', `/user/${SLASHED}/admin`, 'admin', undefined],
    ['DELETE', `/buyer/${SLASHED}`, 'admin', undefined],
    ['DELETE', `/seller/${SLASHED}`, 'admin', undefined],
  ] as const)('%s %s is 404', async (method, path, who, body) => {
    const res = await call(method, path, { token: cast[who].accessToken, body });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });
});
