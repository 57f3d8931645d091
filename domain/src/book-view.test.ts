import { describe, expect, it } from 'vitest';
import { bookViewParams, readBookView } from './book-view';
import { priceRangeSchema } from './book-view-schema';

const read = (params: Record<string, string | undefined>) => readBookView((name) => params[name] ?? null);

describe('the book view in the URL', () => {
  it('reads sort, condition and price range', () => {
    expect(read({ sort: 'price-desc', condition: 'Good', min: '100', max: '300' })).toEqual({
      sort: 'price-desc',
      condition: 'Good',
      minPrice: 100,
      maxPrice: 300,
    });
    expect(read({})).toEqual({ sort: 'newest' });
  });

  it('leaves out what it cannot read, so an edited link still opens', () => {
    expect(read({ sort: 'cheapest', condition: 'Mint', min: 'abc', max: '-5' })).toEqual({ sort: 'newest' });
    expect(read({ sort: 'toString', condition: 'constructor', min: 'Infinity', max: '1000001' })).toEqual({
      sort: 'newest',
    });
    expect(read({ min: ' 12 ', max: '1e3' })).toEqual({ sort: 'price-asc', minPrice: 12, maxPrice: 1000 });
  });

  it('sorts a price range by price and puts its bounds in order', () => {
    expect(read({ min: '300', max: '100' })).toEqual({ sort: 'price-asc', minPrice: 100, maxPrice: 300 });
  });

  it('writes a view as params that read back the same, leaving defaults out', () => {
    expect(bookViewParams({ sort: 'newest', condition: 'Fair' })).toEqual({
      sort: undefined,
      condition: 'Fair',
      min: undefined,
      max: undefined,
    });
    const view = { sort: 'price-desc', condition: 'Excellent', minPrice: 0, maxPrice: 250 } as const;
    expect(read(bookViewParams(view))).toEqual(view);
    expect(read(bookViewParams({ sort: 'newest', maxPrice: 250 }))).toEqual({ sort: 'price-asc', maxPrice: 250 });
  });
});

describe('the price range form', () => {
  it('takes empty bounds as none and typed ones as numbers', () => {
    expect(priceRangeSchema.parse({ min: '', max: ' 1,200 ' })).toEqual({ min: undefined, max: 1200 });
  });

  it('refuses a bound that is not a price, or a maximum below the minimum', () => {
    expect(priceRangeSchema.safeParse({ min: 'cheap', max: '' }).error?.issues[0]?.path).toEqual(['min']);
    expect(priceRangeSchema.safeParse({ min: '300', max: '100' }).error?.issues[0]?.path).toEqual(['max']);
  });
});
