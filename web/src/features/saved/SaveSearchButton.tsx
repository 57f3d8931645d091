import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { Button } from '@mui/material';
import type { BookView } from '@reshelf/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { saveSearch } from './saved-api';

/**
 * "Save this search": keeps the typed words and the price range; a new listing that matches
 * sends a notification. Saving the same search again finds the first, so a second press is harmless.
 */
export function SaveSearchButton({ text, view }: { text: string; view: BookView }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  async function save() {
    setState('saving');
    try {
      await saveSearch({ words: text, minPrice: view.minPrice, maxPrice: view.maxPrice });
      notify.success('saved.toast.searchSaved');
      setState('saved');
    } catch {
      setState('idle');
    }
  }
  return (
    <Button
      variant="outlined"
      onClick={() => void save()}
      loading={state === 'saving'}
      disabled={state === 'saved'}
      startIcon={state === 'saved' ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
      aria-label={state === 'saved' ? undefined : t('saved.saveSearch.label', { text })}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t(state === 'saved' ? 'saved.saveSearch.done' : 'saved.saveSearch.button')}
    </Button>
  );
}
