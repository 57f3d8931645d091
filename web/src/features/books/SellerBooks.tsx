import { BOOKS_PAGE_SIZE, QUERIES, type ProductDoc } from '@reshelf/domain';
import { EmptyState } from '../../components/DataRegion';
import { LiveList } from '../../components/LiveRegion';
import { usePagedQuery } from '../../lib/paged-query';
import { useTranslation } from '../../lib/i18n';
import { BookGrid } from './BookGrid';
import type { CategoryBook } from './CategoryBookCard';

interface SellerBooksProps {
  sellerUid: string;
  onOrder: (book: CategoryBook) => void;
  viewerUid?: string;
}

/** A seller's books on the shelves, newest first, a page at a time (the seller page). */
export function SellerBooks({ sellerUid, onOrder, viewerUid }: SellerBooksProps) {
  const { t } = useTranslation();
  const page = usePagedQuery<ProductDoc>(QUERIES.sellerAvailableBooks(sellerUid), BOOKS_PAGE_SIZE);
  return (
    <LiveList
      live={page}
      what={t('reviews.page.listingsTitle')}
      empty={<EmptyState title={t('reviews.page.noListings')} />}
    >
      <BookGrid books={page.rows} page={page} onOrder={onOrder} viewerUid={viewerUid} />
    </LiveList>
  );
}
