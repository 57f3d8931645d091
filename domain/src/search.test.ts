import { describe, expect, it } from 'vitest';
import { productKeywords, searchPlan, searchWords } from './search';

describe('searchWords', () => {
  it('reads case and accents alike', () => {
    expect(searchWords('Les Misérables')).toEqual(['les', 'miserables']);
    expect(searchWords('LES MISERABLES')).toEqual(['les', 'miserables']);
    expect(searchWords('  château  ÉTÉ ')).toEqual(['chateau', 'ete']);
  });

  it('splits on punctuation and drops stop words, single letters and repeats', () => {
    expect(searchWords('King Solomon’s Mines')).toEqual(['king', 'solomon', 'mines']);
    expect(searchWords('The Picture of Dorian Gray')).toEqual(['picture', 'dorian', 'gray']);
    expect(searchWords('Ben-Hur, ben hur!')).toEqual(['ben', 'hur']);
    expect(searchWords('the of a')).toEqual([]);
  });
});

describe('productKeywords', () => {
  it('holds each word of title and author and its beginnings from three letters', () => {
    expect(productKeywords({ productName: 'Dr Hyde', author: 'Émile' })).toEqual([
      'dr',
      'hyd',
      'hyde',
      'emi',
      'emil',
      'emile',
    ]);
  });

  it('finds a listing by any typed word of its title, whatever its case and accents', () => {
    const keywords = productKeywords({ productName: 'Le Café de Flore' });
    for (const typed of ['café', 'CAFE', 'Cafe', 'flore', 'FLO']) {
      expect(keywords).toContain(searchPlan(typed)?.keyword);
    }
  });
});

describe('Bengali script', () => {
  it('keeps vowel signs and conjuncts, and splits words as in Latin', () => {
    expect(searchWords('রবীন্দ্রনাথ ঠাকুর, গীতাঞ্জলি')).toEqual(['রবীন্দ্রনাথ', 'ঠাকুর', 'গীতাঞ্জলি']);
    expect(searchWords('পথের পাঁচালী এবং অপরাজিত')).toEqual(['পথের', 'পাঁচালী', 'অপরাজিত']);
  });

  it('stores beginnings only between letter clusters, so a typed beginning finds the book', () => {
    const keywords = productKeywords({ productName: 'গীতাঞ্জলি', author: 'রবীন্দ্রনাথ ঠাকুর' });
    expect(keywords).toContain('গীতা');
    expect(keywords).toContain('রবী');
    expect(keywords).toContain('রবীন্দ্র');
    // Never cut inside a cluster: "ন্দ্র" is one.
    expect(keywords).not.toContain('রবীন্');
    for (const typed of ['গীতাঞ্জলি', 'রবীন্দ্রনাথ', 'ঠাকু', 'রবী']) expect(keywords).toContain(searchPlan(typed)?.keyword);
  });

  it('reads the same word typed precomposed or decomposed alike', () => {
    // য় (U+09DF) is also written য + nukta (U+09AF U+09BC).
    const keywords = productKeywords({ productName: 'সময়' });
    expect(keywords).toContain(searchPlan('সময\u09BC')?.keyword);
    expect(keywords).toContain(searchPlan('সম\u09DF')?.keyword);
  });
});

describe('searchPlan', () => {
  it('asks Firestore for the longest word and narrows by the others', () => {
    expect(searchPlan('War and PEACE tolstoy')).toEqual({ keyword: 'tolstoy', rest: ['war', 'peace'] });
  });

  it('has nothing to ask for text without a searchable word', () => {
    expect(searchPlan('')).toBeUndefined();
    expect(searchPlan(' the ')).toBeUndefined();
  });
});
