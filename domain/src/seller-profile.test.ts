import { describe, expect, it } from 'vitest';
import { reviewWindowEnd } from './review';
import { newReviewSchema } from './review-schema';
import { NO_RATING, ratingWith, roundedAverage } from './seller-profile';

describe('a rating', () => {
  it('keeps the exact average from the count and the sum, adding and removing reviews', () => {
    const two = ratingWith(ratingWith(NO_RATING, 4, 1), 1, 1);
    expect(two).toEqual({ count: 2, sum: 5, average: 2.5 });
    expect(ratingWith(two, 4, -1)).toEqual({ count: 1, sum: 1, average: 1 });
    expect(ratingWith(ratingWith(two, 4, -1), 1, -1)).toEqual(NO_RATING);
    // Never below none, whatever is removed.
    expect(ratingWith(NO_RATING, 5, -1)).toEqual(NO_RATING);
  });

  it('reads with one decimal', () => {
    expect(roundedAverage(14 / 3)).toBe(4.7);
    expect(roundedAverage(4)).toBe(4);
  });
});

describe('a review', () => {
  it('takes 1 to 5 whole stars and trimmed words, empty by default', () => {
    expect(newReviewSchema.parse({ stars: 5 })).toEqual({ stars: 5, text: '' });
    expect(newReviewSchema.parse({ stars: 1, text: '  ok  ' })).toEqual({ stars: 1, text: 'ok' });
    for (const stars of [0, 6, 2.5, '4', null]) expect(newReviewSchema.safeParse({ stars }).success).toBe(false);
    expect(newReviewSchema.safeParse({ stars: 3, text: 'x'.repeat(501) }).success).toBe(false);
  });

  it('closes 14 days after the sale', () => {
    expect(reviewWindowEnd(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });
});
