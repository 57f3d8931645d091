import { DataRegion, EmptyState } from '../../components/DataRegion';
import { NothingHere } from '../../components/LiveRegion';
import { isFiltered } from '../../features/books/BookViewControls';
import { ShelfControls } from '../../features/books/ShelfControls';
import { CategoryBooks, type ShelfCategory } from '../../features/books/CategoryBooks';
import { useBookView } from '../../features/books/use-book-view';
import { useCategory } from '../../features/books/use-category';
import { SavedIdsProvider } from '../../features/saved/saved-state';
import { SaveHeart } from '../../features/saved/SaveHeart';
import { useSession } from '../../lib/session-state';
import { RequireAccess } from '../guards/RequireAccess';
import { BookOrdering } from './BookOrdering';
import { memo, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';

interface ShelfProps {
  categoryId: string;
  /** Told the category's name, or that there is no such category. */
  onCategory: (category: ShelfCategory) => void;
}

/** No available book: the category document tells an empty shelf from a wrong address. */
function EmptyShelf({ categoryId, onCategory, filtered }: ShelfProps & { filtered: boolean }) {
  const { t } = useTranslation();
  const { data: category, fromCache } = useCategory(categoryId);
  useEffect(() => {
    if (category) onCategory({ name: category.name });
    else if (!fromCache) onCategory('missing');
  }, [category, fromCache, onCategory]);
  if (!category) return <NothingHere fromCache={fromCache} what={t('routes.category.shelf.what')} children={null} />;
  return filtered ? (
    <EmptyState title={t('routes.category.shelf.filtered.title')} hint={t('routes.category.shelf.filtered.hint')} />
  ) : (
    <EmptyState title={t('routes.category.shelf.empty.title')} hint={t('routes.category.shelf.empty.hint')} />
  );
}

function Shelf({ categoryId, onCategory }: ShelfProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { view, setView } = useBookView();
  return (
    // Remounted per user: reactfire can keep a denied read cached (#485).
    <DataRegion key={user?.uid} loadingLabel={t('routes.category.loadingBooks')}>
      <SavedIdsProvider uid={user?.uid}>
        <BookOrdering userEmail={user?.email ?? ''}>
          {(order) => (
            <CategoryBooks
              categoryId={categoryId}
              view={view}
              controls={<ShelfControls view={view} onChange={setView} />}
              onOrder={order}
              viewerUid={user?.uid}
              onCategory={onCategory}
              Heart={SaveHeart}
              empty={<EmptyShelf categoryId={categoryId} onCategory={onCategory} filtered={isFiltered(view)} />}
            />
          )}
        </BookOrdering>
      </SavedIdsProvider>
    </DataRegion>
  );
}

/**
 * The category page's books, behind the login check: loaded after the page has painted. Memoized:
 * the page's heading learns the category's name from the shelf, and that must not render the
 * whole shelf again (in the same task as its first appearance).
 */
export default memo(function CategoryShelf(props: ShelfProps) {
  return (
    <RequireAccess access="signedIn">
      <Shelf {...props} />
    </RequireAccess>
  );
});
