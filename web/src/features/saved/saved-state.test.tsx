import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, it, vi } from 'vitest';
import { useLiveQuery } from '../../lib/live-query';
import { NotificationsProvider } from '../../lib/notify';
import { SaveHeart } from './SaveHeart';
import { SavedIdsProvider } from './saved-state';

// The Firestore SDK itself does not run here: the read answers at once, as a warm cache does, with
// the same data until it changes (as reactfire keeps it).
const saved = { data: [{ _id: 'dracula-1' }], fromCache: false };
vi.mock('../../lib/live-query', () => ({ useLiveDoc: vi.fn(), useLiveQuery: vi.fn(() => saved) }));

it("reads the saved books only once the page's own data could be drawn, without remounting the shelf", () => {
  vi.useFakeTimers();
  const mounted = vi.fn();
  function Card() {
    useEffect(mounted, []);
    return <SaveHeart productId="dracula-1" name="Dracula" />;
  }
  render(
    <NotificationsProvider>
      <SavedIdsProvider uid="buyer-1">
        <Card />
      </SavedIdsProvider>
    </NotificationsProvider>,
  );
  // No live read drew anything on this page: the hearts' read waits its 4 s, the heart unknown.
  expect(useLiveQuery).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save Dracula' })).toHaveAttribute('aria-pressed', 'false');

  act(() => vi.advanceTimersByTime(4_000));
  expect(screen.getByRole('button', { name: 'Remove Dracula from saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(mounted).toHaveBeenCalledOnce();
  vi.useRealTimers();
});
