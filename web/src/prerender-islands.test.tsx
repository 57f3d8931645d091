// @vitest-environment node
// The islands' samples (prerender-islands.tsx) must draw every style the islands draw with real
// data: the page then carries it, and Emotion inserts no rule as an island mounts (docs/performance.md).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { App } from './app/App';
import { LogoutButton } from './app/layouts/LogoutButton';
import { readBookView } from '@reshelf/domain';
import { BookGrid } from './features/books/BookGrid';
import { ShelfControls } from './features/books/ShelfControls';
import { CategoriesGrid } from './features/home/CategoriesGrid';
import { OffersSection } from './features/home/OffersSection';
import { prerender } from './prerender';
import { pageOf, product } from './test/fixtures';

const noop = () => {};

/**
 * The Emotion rules `island` inserts, and draws with, on the page prerendered at `url`, which
 * carries its styles. (A styled component's own layer, Button's over ButtonBase's, is inserted
 * too, but no element has its class: the merged class is the one drawn with.)
 */
async function rulesInsertedOn(url: string, island: ReactNode) {
  const { styles } = await prerender(url);
  // As the browser's cache starts on the page: it adopts the page's style tags by their ids. (Emotion
  // collects styles to extract only outside a DOM, hence Node here.)
  const cache = createCache({ key: 'css' });
  // As the prerender's: the rules go to the cache only, not inline into the markup.
  createEmotionServer(cache);
  const adopted = new Set([...styles.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap(([, ids]) => ids!.split(' ')));
  for (const id of adopted) cache.inserted[id] = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <App>
        <MemoryRouter>{island}</MemoryRouter>
      </App>
    </CacheProvider>,
  );
  return Object.keys(cache.inserted).filter((id) => !adopted.has(id) && html.includes(`css-${id}`));
}

const books = [
  product(),
  product({
    _id: 'b2',
    sellerVerified: false,
    condition: 'Fair',
    originalPrice: undefined,
    photos: [],
    image: '/images/books/dracula.svg',
  }),
  product({ _id: 'b3', productStatus: 'Sold', condition: 'Excellent', coverColor: '#2d4a6b' }),
];

it("draws a category's controls and books, whatever the books, with the page's styles", async () => {
  const inserted = await rulesInsertedOn(
    'http://localhost/categories/horror',
    <>
      <LogoutButton busy={false} onClick={noop} />
      <ShelfControls view={readBookView(() => null)} onChange={noop} />
      <BookGrid books={books} page={pageOf(books, { hasMore: true })} onOrder={noop} />
    </>,
  );
  expect(inserted).toEqual([]);
});

it("draws Home's offers and categories, whatever they are, with the page's styles", async () => {
  const offers = books.map(({ _id, sellerUid, productName, image, price }) => ({
    _id: `ad-${_id}`,
    sellerUid,
    product: { _id, productName, image, price },
  }));
  const categories = [
    { _id: 'horror', name: 'Horror', picture: books[0]!.image, position: 0 },
    { _id: 'history', name: 'History', picture: '/images/books/dracula.svg', position: 1 },
  ];
  const inserted = await rulesInsertedOn(
    'http://localhost/',
    <>
      <LogoutButton busy={false} onClick={noop} />
      <OffersSection offers={offers} />
      <CategoriesGrid categories={categories} />
    </>,
  );
  expect(inserted).toEqual([]);
});
