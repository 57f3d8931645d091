import type { ProductDoc } from '@reshelf/domain';
import { useEffect } from 'react';
import type { Row } from '../../lib/live-query';
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

/** Keeps the listings shown as the ones this reader saw last, once they are on screen. */
export function useRememberedListings(books: readonly Row<ProductDoc>[]) {
  useEffect(() => rememberListings(books.map((book) => [book._id, toSeenListing(book)])), [books]);
}
