import { startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CategoryBook } from '../../features/books/CategoryBookCard';
import { whenIdle } from '../../lib/idle';
import { preloadable } from '../../lib/preloadable';

const OrderModal = preloadable(() => import('../../features/booking/OrderModal'));

/** How long the order form's code waits at most for the browser to be idle. */
const PRELOAD_TIMEOUT_MS = 5000;

interface BookOrderingProps {
  userEmail: string;
  /** The book list; its Order now buttons call `order`. */
  children: (order: (book: CategoryBook) => void) => ReactNode;
}

/** A list of Book cards whose Order now opens the order modal for that book. */
export function BookOrdering({ userEmail, children }: BookOrderingProps) {
  const [selected, setSelected] = useState<CategoryBook | null>(null);
  // The same list while the dialog opens and closes: drawing the shelf again made the tap on
  // Order now wait for it before the next frame (INP). The form is drawn as a transition, so the
  // press paints before it (docs/performance.md).
  const list = useMemo(() => children((book) => startTransition(() => setSelected(book))), [children]);
  // Fetched while the reader looks at the books: Order now then draws the form at once, not after
  // its code arrives.
  useEffect(() => whenIdle(() => void OrderModal.preload(), PRELOAD_TIMEOUT_MS), []);
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
