import type { ProductDoc } from '@reshelf/domain';
import { useEffect } from 'react';
import type { Row } from '../../lib/live-query';
import { whenIdle } from '../../lib/idle';
import { rememberListings, type SeenListing } from '../../lib/seen-listings';
import { coverImage, listingPhotos } from './BookGallery';

/** What a book's page shows of a listing before reading it (lib/seen-listings.ts). */
export const toSeenListing = (book: ProductDoc): SeenListing => ({
  name: book.productName,
  categoryId: book.categoryId,
  photos: listingPhotos(book),
  ...(book.coverColor ? { color: book.coverColor } : {}),
  cover: coverImage(book),
});

/**
 * Keeps these listings as the ones this reader saw last, once the browser is idle: rewriting the
 * kept listings takes a few milliseconds on a slow phone, no time for a shelf's answer to wait.
 * Not called off when the page goes: a book tapped at once is one to remember.
 */
export function rememberAtIdle(books: readonly Row<ProductDoc>[]) {
  whenIdle(() => rememberListings(books.map((book) => [book._id, toSeenListing(book)])), 2000);
}

/** Remembers the listings shown (rememberAtIdle), once they are on screen. */
export function useRememberedListings(books: readonly Row<ProductDoc>[]) {
  useEffect(() => rememberAtIdle(books), [books]);
}
