import { describe, expect, it } from 'vitest';
import { readsByCollection } from './lib/bench-reads.mjs';

describe("a page view's Firestore reads", () => {
  it("counts the user's own document as the session and the user's subcollections as the page's", () => {
    expect(
      readsByCollection([
        'users/u1',
        'users/u1/notifications/n1',
        'users/u1/notifications/n2',
        'users/u1/saved/p1',
        'products/p1',
        'products/p2',
        'categories/horror',
      ]),
    ).toEqual({
      total: 6,
      page: { 'users/notifications': 2, 'users/saved': 1, products: 2, categories: 1 },
      session: 1,
    });
  });
});
