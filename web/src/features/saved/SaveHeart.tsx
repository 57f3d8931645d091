import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { saveBook, unsaveBook } from './saved-api';
import { useIsSaved } from './saved-state';

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
      {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
