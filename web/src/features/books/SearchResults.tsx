import { Typography } from '@mui/material';
import { BOOKS_PAGE_SIZE, QUERIES, type BookView, type ProductDoc } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { NothingHere, StaleNote } from '../../components/LiveRegion';
import { usePagedQuery } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { BookGrid } from './BookGrid';
import type { BookHeart, CategoryBook } from './CategoryBookCard';

interface SearchResultsProps {
  /** The normalised search words: Firestore finds `keyword`, the page keeps books with the `rest` too. */
  plan: { keyword: string; rest: string[] };
  view: BookView;
  onOrder: (book: CategoryBook) => void;
  /** The signed-in reader, whose own listings offer no Order now. */
  viewerUid?: string;
  /** Shown instead when the server says no available book matches. */
  empty: ReactNode;
  /** Drawn on each card (the saved heart). */
  Heart?: BookHeart;
}

/** Available books with the searched words in their title or author, a page at a time, live. */
export function SearchResults({ plan, view, onOrder, viewerUid, empty, Heart }: SearchResultsProps) {
  const { t } = useTranslation();
  const { count } = useFormat();
  const page = usePagedQuery<ProductDoc>(QUERIES.books({ keyword: plan.keyword }, view), BOOKS_PAGE_SIZE);
  const books = page.rows.filter((p) => plan.rest.every((word) => p.keywords?.includes(word)));
  if (books.length === 0 && !page.hasMore)
    return (
      <NothingHere fromCache={page.fromCache} what={t('books.search.what')}>
        {empty}
      </NothingHere>
    );
  return (
    <>
      <StaleNote fromCache={page.fromCache} />
      <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
        {page.hasMore
          ? t('books.search.moreThan', { number: count(books.length) })
          : books.length === 1
            ? t('books.search.foundOne')
            : t('books.search.found', { number: count(books.length) })}
      </Typography>
      <BookGrid books={books} page={page} onOrder={onOrder} viewerUid={viewerUid} Heart={Heart} />
    </>
  );
}
