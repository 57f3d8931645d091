import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputBase, type SxProps, type Theme } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { SEARCH_PARAM } from '@reshelf/domain';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/i18n';

interface SearchBoxProps {
  /** Names the search landmark; each box on a page needs its own. */
  label: string;
  defaultValue?: string;
  /** Runs the search; by default the search page opens with the text. */
  onSearch?: (text: string) => void;
  /** White on the navbar's colour, or outlined on the page. */
  tone?: 'navbar' | 'page';
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

const TONES: Record<NonNullable<SearchBoxProps['tone']>, SxProps<Theme>> = {
  navbar: {
    bgcolor: 'rgba(255, 255, 255, 0.15)',
    color: 'inherit',
    '&:focus-within': { bgcolor: 'rgba(255, 255, 255, 0.25)' },
  },
  page: {
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    '&:focus-within': { borderColor: 'primary.main' },
  },
};

/** A search for books by words of their title or author. */
export function SearchBox({ label, defaultValue = '', onSearch, tone = 'page', autoFocus, sx }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (onSearch) onSearch(typed);
    else navigate(`/search?${new URLSearchParams({ [SEARCH_PARAM]: typed })}`);
  };
  return (
    // A plain GET form, so a prerendered box searches before the app's script runs.
    <Box
      component="form"
      action="/search"
      method="get"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={[
        { display: 'flex', alignItems: 'center', borderRadius: 1, pl: 1.5 },
        TONES[tone],
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <InputBase
        type="search"
        name={SEARCH_PARAM}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('books.search.box.placeholder')}
        autoFocus={autoFocus}
        inputProps={{ 'aria-label': t('books.search.box.input'), enterKeyHint: 'search' }}
        sx={{ flexGrow: 1, color: 'inherit', minWidth: 0 }}
      />
      <IconButton type="submit" aria-label={t('books.search.box.submit')} color="inherit">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
