import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { CURRENCY_SYMBOL, type priceRangeSchema, type PriceRangeForm } from '@reshelf/domain';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';

type PriceRange = z.output<typeof priceRangeSchema>;

// Loaded at the form's first check: a shelf then opens without zod (price-range-resolver.ts).
const resolver: Resolver<PriceRangeForm, unknown, PriceRange> = async (...check) =>
  (await import('./price-range-resolver')).priceRangeResolver(...check);

interface PriceRangeFilterProps {
  min?: number;
  max?: number;
  onApply: (min: number | undefined, max: number | undefined) => void;
}

const money = {
  input: { startAdornment: <InputAdornment position="start">{CURRENCY_SYMBOL}</InputAdornment> },
  htmlInput: { inputMode: 'decimal' as const },
};

const BOUNDS = [
  { name: 'min', label: 'books.controls.range.min' },
  { name: 'max', label: 'books.controls.range.max' },
] as const;

/** Lowest and highest price, applied together (one history entry), not on every keystroke. */
export function PriceRangeFilter({ min, max, onApply }: PriceRangeFilterProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PriceRangeForm, unknown, PriceRange>({
    resolver,
    defaultValues: { min: min?.toString() ?? '', max: max?.toString() ?? '' },
  });
  return (
    <Box
      component="form"
      aria-label={t('books.controls.range.label')}
      noValidate
      onSubmit={handleSubmit((range) => onApply(range.min, range.max))}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: { xs: '1 1 100%', sm: 'none' } }}
    >
      {BOUNDS.map(({ name, label }) => (
        <TextField
          key={name}
          size="small"
          label={t(label)}
          {...register(name)}
          {...errorProps(errors, name)}
          slotProps={money}
          sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 130 }, minWidth: 0 }}
        />
      ))}
      <Button type="submit" variant="outlined" sx={{ height: 40 }}>
        {t('books.controls.range.apply')}
      </Button>
    </Box>
  );
}
