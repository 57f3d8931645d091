import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { translate } from '../../lib/i18n';

interface ChoiceFieldProps<T extends FieldValues, O extends string> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The stored values, sent as they are. */
  options: readonly O[];
  /** What the reader sees for a value, in their language. */
  labelOf: (option: O) => string;
}

/**
 * A required pick from a short fixed list (condition, category), every choice in view as a large
 * tap target (a radio each, so arrow keys move between them), with its error under it.
 */
export function ChoiceField<T extends FieldValues, O extends string>({
  control,
  name,
  label,
  options,
  labelOf,
}: ChoiceFieldProps<T, O>) {
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => (
        <FormControl component="fieldset" required error={Boolean(error)} sx={{ minWidth: 0 }}>
          <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 1 }}>
            {label}
          </FormLabel>
          <RadioGroup
            name={name}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            // Two to a row on a 360 px phone, so a long name ("Historical fiction") wraps inside its box.
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio size="small" inputRef={index === 0 ? ref : undefined} />}
                label={labelOf(option)}
                sx={{
                  m: 0,
                  minWidth: 0,
                  minHeight: 48,
                  pr: 1.5,
                  border: 1,
                  borderRadius: 1,
                  borderColor: value === option ? 'primary.main' : error ? 'error.main' : 'divider',
                  bgcolor: value === option ? 'action.selected' : undefined,
                  '& .MuiFormControlLabel-label': { lineHeight: 1.3, py: 0.5, overflowWrap: 'anywhere' },
                }}
              />
            ))}
          </RadioGroup>
          {error?.message && <FormHelperText id={`${id}-error`}>{translate(error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
