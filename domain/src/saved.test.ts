import { describe, expect, it } from 'vitest';
import { listingMatchKeys, matchesSavedSearch, matchKeyOf, savedSearchIdFor } from './saved';
import { savedSearchSchema } from './saved-schema';
import { productKeywords } from './search';

const dracula = {
  keywords: productKeywords({ productName: 'Dracula', author: 'Bram Stoker' }),
  categoryId: 'horror',
  price: 250,
};

describe('a saved search', () => {
  it('is filed under its longest word, or its category when it has none', () => {
    expect(matchKeyOf({ words: ['bram', 'dracula'] })).toBe('dracula');
    expect(matchKeyOf({ words: [], category: 'horror' })).toBe('category:horror');
  });

  it('is found by every listing it can match: its key is one of the listing keys', () => {
    for (const search of [
      { words: ['drac'] },
      { words: ['stoker', 'bram'] },
      { words: [], category: 'horror' as const },
    ])
      expect(listingMatchKeys(dracula)).toContain(matchKeyOf(search));
  });

  it('matches a listing with every word, in its category and price range', () => {
    expect(matchesSavedSearch({ words: ['dracula', 'bram'] }, dracula)).toBe(true);
    expect(matchesSavedSearch({ words: ['dracula', 'carmilla'] }, dracula)).toBe(false);
    expect(matchesSavedSearch({ words: ['dracula'], category: 'horror' }, dracula)).toBe(true);
    expect(matchesSavedSearch({ words: ['dracula'], category: 'historical-fiction' }, dracula)).toBe(false);
    expect(matchesSavedSearch({ words: ['dracula'], minPrice: 250, maxPrice: 250 }, dracula)).toBe(true);
    expect(matchesSavedSearch({ words: ['dracula'], maxPrice: 249 }, dracula)).toBe(false);
    expect(matchesSavedSearch({ words: ['dracula'], minPrice: 251 }, dracula)).toBe(false);
  });

  it('gets the same id for the same terms in any order, another for other terms or another owner', () => {
    const id = savedSearchIdFor('u1', { words: ['bram', 'dracula'] });
    expect(savedSearchIdFor('u1', { words: ['dracula', 'bram'] })).toBe(id);
    expect(savedSearchIdFor('u1', { words: ['dracula', 'bram'], maxPrice: 300 })).not.toBe(id);
    expect(savedSearchIdFor('u2', { words: ['bram', 'dracula'] })).not.toBe(id);
    expect(id).toMatch(/^u1_[a-z0-9]+$/);
  });
});

describe('savedSearchSchema', () => {
  it('normalises the words as the search page does', () => {
    expect(savedSearchSchema.parse({ words: 'The DRACULA, Bram' }).words).toEqual(['dracula', 'bram']);
  });

  it('refuses a search for everything, and one with a price range alone', () => {
    for (const body of [{}, { words: 'the of' }, { minPrice: 10, maxPrice: 500 }]) {
      const result = savedSearchSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['words'], message: 'saved.error.tooBroad' });
    }
    expect(savedSearchSchema.safeParse({ category: 'horror' }).success).toBe(true);
  });

  it('refuses a range whose lower bound is above the higher, and an unknown category', () => {
    expect(savedSearchSchema.safeParse({ words: 'dracula', minPrice: 300, maxPrice: 200 }).success).toBe(false);
    expect(savedSearchSchema.safeParse({ words: 'dracula', category: 'poetry' }).success).toBe(false);
  });
});
