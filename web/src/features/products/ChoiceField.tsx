import { MenuItem, TextField } from '@mui/material';
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

/** A required pick from a fixed list (condition, category), with its error under it. */
export function ChoiceField<T extends FieldValues, O extends string>({
  control,
  name,
  label,
  options,
  labelOf,
}: ChoiceFieldProps<T, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, ...rest }, fieldState: { error } }) => (
        <TextField
          select
          label={label}
          required
          value={value ?? ''}
          {...rest}
          error={Boolean(error)}
          helperText={error?.message && translate(error.message)}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {labelOf(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
