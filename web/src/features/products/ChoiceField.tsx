import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface ChoiceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly string[];
}

/** A required pick from a fixed list (condition, category), with its error under it. */
export function ChoiceField<T extends FieldValues>({ control, name, label, options }: ChoiceFieldProps<T>) {
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
          helperText={error?.message}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
