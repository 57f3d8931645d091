import type { BookView, ProductDoc } from '@reshelf/domain';
import { useEffect, type ReactNode } from 'react';
import { LiveList } from '../../components/LiveRegion';
import { usePagedQuery } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { BookGrid } from './BookGrid';
import { shelfQuery } from './shelf-query';
import { isFiltered } from './BookViewControls';
import type { BookHeart, CategoryBook } from './CategoryBookCard';

/** What a category page learns with its books: the category's name, or that it does not exist. */
export type ShelfCategory = { name: string } | 'missing';

interface CategoryBooksProps {
  categoryId: string;
  view: BookView;
  /**
   * Sort and filters, above the books, or above what says none match a filter. Always in the same
   * place: a new view keeps them mounted, with the focus and any open menu.
   */
  controls: ReactNode;
  onOrder: (book: CategoryBook) => void;
  /** The signed-in reader, whose own listings offer no Order now. */
  viewerUid?: string;
  /** Told the category's name for the page's heading. */
  onCategory: (category: ShelfCategory) => void;
  /** Shown instead when the server says no available book matches. */
  empty: ReactNode;
  /** Drawn on each card (the saved heart). */
  Heart?: BookHeart;
}

/**
 * A category's available books, sorted and filtered as the view says, a page at a time. The
 * list is live: a booked book leaves it by itself. The name comes from the books themselves, so
 * a page view reads one page of books (and one more, for Load more) only.
 */
export function CategoryBooks({
  categoryId,
  view,
  controls,
  onOrder,
  viewerUid,
  onCategory,
  empty,
  Heart,
}: CategoryBooksProps) {
  const { t } = useTranslation();
  const { spec, pageSize } = shelfQuery(categoryId, view);
  const page = usePagedQuery<ProductDoc>(spec, pageSize);
  const name = page.rows[0]?.categoryName;
  useEffect(() => {
    if (name) onCategory({ name });
  }, [name, onCategory]);
  return (
    <>
      {(page.rows.length > 0 || isFiltered(view)) && controls}
      <LiveList live={page} what={t('books.categoryWhat')} empty={empty}>
        <BookGrid books={page.rows} page={page} onOrder={onOrder} viewerUid={viewerUid} Heart={Heart} />
      </LiveList>
    </>
  );
}
