import { afterEach, beforeEach, expect, it } from 'vitest';
import { CACHE_OWNER_KEY } from './cache-owner';
import {
  forgetListing,
  rememberListings,
  SEEN_LISTINGS_KEPT,
  SEEN_LISTINGS_KEY,
  seenListing,
  type SeenListing,
} from './seen-listings';

const listing = (name: string): SeenListing => ({
  name,
  categoryId: 'horror',
  photos: ['0123456789abcdef0123456789abcdef'],
  cover: { src: '/api/photos/0123456789abcdef0123456789abcdef/960' },
});

beforeEach(() => localStorage.setItem(CACHE_OWNER_KEY, 'demo-buyer'));
afterEach(() => localStorage.clear());

it('keeps the newest listings seen, a listing seen again as the newest', () => {
  const first = Array.from({ length: SEEN_LISTINGS_KEPT }, (_, i) => [`book-${i}`, listing(`Book ${i}`)] as const);
  rememberListings(first.map(([id, seen]) => [id, seen]));
  rememberListings([['book-0', listing('Book 0, renamed')]]);
  rememberListings([['new-book', listing('New book')]]);
  expect(seenListing('book-0')).toEqual(listing('Book 0, renamed'));
  expect(seenListing('new-book')).toEqual(listing('New book'));
  // The oldest went to make room.
  expect(seenListing('book-1')).toBeUndefined();
  expect(seenListing('book-2')).toEqual(listing('Book 2'));
  expect(JSON.parse(localStorage.getItem(SEEN_LISTINGS_KEY)!)).toHaveLength(SEEN_LISTINGS_KEPT);
});

it('forgets a listing on its own', () => {
  rememberListings([
    ['dracula', listing('Dracula')],
    ['carmilla', listing('Carmilla')],
  ]);
  forgetListing('dracula');
  expect(seenListing('dracula')).toBeUndefined();
  expect(seenListing('carmilla')).toEqual(listing('Carmilla'));
});

it('takes anything else in storage for nothing seen, and writes over it', () => {
  localStorage.setItem(SEEN_LISTINGS_KEY, '{not json');
  expect(seenListing('dracula')).toBeUndefined();
  localStorage.setItem(
    SEEN_LISTINGS_KEY,
    JSON.stringify([
      ['no-cover', { ...listing('No cover'), cover: undefined }],
      ['no-category', { ...listing('Nowhere'), categoryId: 'cookery' }],
      ['no-photos', { ...listing('No photos'), photos: [] }],
      ['carmilla', listing('Carmilla')],
      'dracula',
    ]),
  );
  expect(seenListing('no-cover')).toBeUndefined();
  expect(seenListing('no-category')).toBeUndefined();
  expect(seenListing('no-photos')).toBeUndefined();
  expect(seenListing('carmilla')).toEqual(listing('Carmilla'));
  rememberListings([['dracula', listing('Dracula')]]);
  expect(JSON.parse(localStorage.getItem(SEEN_LISTINGS_KEY)!)).toEqual([
    ['carmilla', listing('Carmilla')],
    ['dracula', listing('Dracula')],
  ]);
});

it('remembers nothing while nobody fills the offline cache, as while a sign-out clears it', () => {
  localStorage.removeItem(CACHE_OWNER_KEY);
  rememberListings([['dracula', listing('Dracula')]]);
  expect(localStorage.getItem(SEEN_LISTINGS_KEY)).toBeNull();
});
