import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { CategoryBook } from '../../features/books/CategoryBookCard';

const OrderModal = lazy(() => import('../../features/booking/OrderModal'));

interface BookOrderingProps {
  userEmail: string;
  /** The book list; its Order now buttons call `order`. */
  children: (order: (book: CategoryBook) => void) => ReactNode;
}

/** A list of Book cards whose Order now opens the order modal for that book. */
export function BookOrdering({ userEmail, children }: BookOrderingProps) {
  const [selected, setSelected] = useState<CategoryBook | null>(null);
  // The same list while the dialog opens and closes: drawing the shelf again made the tap on
  // Order now wait for it before the next frame (INP).
  const list = useMemo(() => children(setSelected), [children]);
  return (
    <>
      {list}
      {selected && (
        <Suspense fallback={null}>
          <OrderModal
            book={selected}
            userEmail={userEmail}
            onClose={() => setSelected(null)}
            onBooked={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
