import { COLLECTIONS, type ProductDoc } from '@reshelf/domain';
import { useLiveDoc } from '../../lib/live-query';
import { preloadCover } from './BookGallery';

/**
 * The listing, live (a booking shows at once; data undefined when there is none); suspends until
 * read. Its cover, the book page's LCP image, starts loading as soon as the listing is known.
 */
export function useBook(id: string) {
  const book = useLiveDoc<ProductDoc>(`${COLLECTIONS.products}/${id}`, { suspense: true });
  if (book.data) preloadCover(book.data);
  return book;
}
