import { IconButton } from '@mui/material';
import { useState } from 'react';
import { plainIcon } from '../../components/plain';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { saveBook, unsaveBook } from './saved-api';
import { useIsSaved } from './saved-state';

// Material's Favorite and FavoriteBorder icons at their 24 px: a shelf draws a heart on each card.
const heart = (d: string) => plainIcon(d, { width: 24, height: 24, fill: 'currentColor' });
const FULL = heart(
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z',
);
const OUTLINE = heart(
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
);

interface SaveHeartProps {
  productId: string;
  name: string;
  size?: 'medium' | 'large';
}

/**
 * Saves or unsaves a book. It shows the new state at once and keeps it while the call runs; a
 * failure (toasted by the API client) puts the previous state back. The saved state comes from
 * the page's one read (SavedIdsProvider, SavedBookProvider).
 */
export function SaveHeart({ productId, name, size = 'medium' }: SaveHeartProps) {
  const { t } = useTranslation();
  const known = useIsSaved(productId);
  // What the person pressed, until the live saved state agrees.
  const [pressed, setPressed] = useState<boolean>();
  // State, not a ref: the live state may agree before the call returns, and the heart must look again then.
  const [busy, setBusy] = useState(false);
  // Adjusted while rendering (React's pattern for state that follows props), not in an effect.
  if (!busy && pressed !== undefined && pressed === known) setPressed(undefined);
  const saved = pressed ?? known ?? false;

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const next = !saved;
    setPressed(next);
    try {
      await (next ? saveBook(productId) : unsaveBook(productId));
      notify.success(next ? 'saved.toast.saved' : 'saved.toast.removed');
    } catch {
      setPressed(saved);
    } finally {
      setBusy(false);
    }
  }

  return (
    <IconButton
      onClick={() => void toggle()}
      aria-pressed={saved}
      aria-label={t(saved ? 'saved.heart.remove' : 'saved.heart.save', { name })}
      color={saved ? 'error' : 'default'}
      size={size}
    >
      {saved ? FULL : OUTLINE}
    </IconButton>
  );
}
