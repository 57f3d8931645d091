import { Box, Button, MenuItem, TextField } from '@mui/material';
import {
  BOOK_SORTS,
  CONDITIONS,
  effectiveSort,
  hasPriceRange,
  type BookSort,
  type BookView,
  type Condition,
} from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';
import { PriceRangeFilter } from './PriceRangeFilter';

interface BookViewControlsProps {
  view: BookView;
  onChange: (view: BookView) => void;
}

export const isFiltered = (view: BookView) => view.condition !== undefined || hasPriceRange(view);

/** Sort, condition and price range of a book list; each change is the page's new view. */
export function BookViewControls({ view, onChange }: BookViewControlsProps) {
  const { t } = useTranslation();
  const ranged = hasPriceRange(view);
  return (
    <Box
      role="group"
      aria-label={t('books.controls.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label={t('books.controls.sortBy')}
        value={effectiveSort(view)}
        onChange={(e) => onChange({ ...view, sort: e.target.value as BookSort })}
        helperText={ranged ? t('books.controls.rangeSorts') : undefined}
        sx={{ flex: { xs: '1 1 180px', sm: '0 0 200px' } }}
      >
        {BOOK_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort} disabled={sort === 'newest' && ranged}>
            {t(`books.controls.sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('books.controls.condition')}
        value={view.condition ?? ''}
        // "Any" is the empty value: shown, with the label above it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(e) => onChange({ ...view, condition: (e.target.value || undefined) as Condition | undefined })}
        sx={{ flex: { xs: '1 1 120px', sm: '0 0 150px' } }}
      >
        <MenuItem value="">{t('books.controls.any')}</MenuItem>
        {CONDITIONS.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`terms.condition.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <PriceRangeFilter
        key={`${view.minPrice}:${view.maxPrice}`}
        min={view.minPrice}
        max={view.maxPrice}
        onApply={(minPrice, maxPrice) => onChange({ ...view, minPrice, maxPrice })}
      />
      {isFiltered(view) && (
        <Button onClick={() => onChange({ sort: view.sort })} sx={{ height: 40 }}>
          {t('books.controls.clear')}
        </Button>
      )}
    </Box>
  );
}
