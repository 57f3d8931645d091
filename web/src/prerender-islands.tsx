// The parts of a prerendered page that only the browser renders, once their data arrives, drawn
// here with one sample of their data. The prerender renders them only for their styles: the page
// then carries them, and Emotion adopts them instead of inserting rules while the parts mount.
import { photoUrl, readBookView, type ProductDoc } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LogoutButton } from './app/layouts/LogoutButton';
import { BookGrid } from './features/books/BookGrid';
import { ShelfControls } from './features/books/ShelfControls';
import { CategoriesGrid } from './features/home/CategoriesGrid';
import { OffersSection } from './features/home/OffersSection';

const noop = () => {};
const posted = { toMillis: () => Date.UTC(2022, 11, 1) };
const photo = '0123456789abcdef0123456789abcdef';

const book: ProductDoc & { _id: string } = {
  _id: 'sample',
  sellerUid: 'seller',
  sellerName: 'A seller',
  sellerVerified: true,
  productName: 'A book',
  author: 'An author',
  photos: [photo],
  image: photoUrl(photo, 960),
  coverColor: '#6b4f3a',
  price: 250,
  originalPrice: 800,
  condition: 'Good',
  location: 'Dhaka',
  categoryName: 'Horror',
  categoryId: 'horror',
  productStatus: 'Available',
  purchaseDate: '2020',
  description: 'A sample.',
  keywords: [],
  postedAt: posted,
};

const parts: Record<string, ReactNode> = {
  '/': (
    <>
      <OffersSection
        offers={[
          {
            _id: 'sample',
            sellerUid: book.sellerUid,
            product: { _id: book._id, productName: book.productName, image: book.image, price: book.price },
          },
        ]}
      />
      <CategoriesGrid categories={[{ _id: 'horror', name: 'Horror', picture: book.image, position: 0 }]} />
    </>
  ),
  // Every category's frame, whatever its id.
  '/categories/*': (
    <>
      <ShelfControls view={readBookView(() => null)} onChange={noop} />
      <BookGrid
        books={[book]}
        page={{ rows: [book], hasMore: true, loadMore: noop, loadingMore: false, fromCache: false }}
        onOrder={noop}
      />
    </>
  ),
};

/** The browser-only parts of the page at `path`, with sample data. */
export function islandParts(path: string) {
  const own = parts[path.startsWith('/categories/') ? '/categories/*' : path];
  return (
    <MemoryRouter>
      {/* The app bar, once it knows the visitor is signed in. */}
      <LogoutButton busy={false} onClick={noop} />
      {own}
    </MemoryRouter>
  );
}
