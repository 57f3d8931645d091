import { describe, expect, it } from 'vitest';
import { newArrivals } from './new-bookings';

const rows = (...ids: string[]) => ids.map((_id) => ({ _id }));

describe('new bookings', () => {
  it('treats the first snapshot as already seen', () => {
    expect(newArrivals(undefined, rows('a', 'b'))).toEqual([]);
  });

  it('finds the bookings that appeared since', () => {
    expect(newArrivals(new Set(['a', 'b']), rows('c', 'a', 'b', 'd'))).toEqual(rows('c', 'd'));
  });

  it('finds nothing when bookings only ended', () => {
    expect(newArrivals(new Set(['a', 'b']), rows('b'))).toEqual([]);
  });
});
