import { TextField, type TextFieldProps } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translate } from '../lib/i18n';
import { useFormat } from '../lib/use-format';

interface CountedTextFieldProps extends Pick<TextFieldProps, 'minRows' | 'fullWidth' | 'onKeyDown' | 'slotProps'> {
  field: UseFormRegisterReturn;
  label: string;
  max: number;
  /** What the field holds now (react-hook-form's useWatch). */
  text: string | undefined;
  /** A validation message of domain's catalogue, shown instead of the count. */
  error?: string;
  /** The count's words, e.g. "{{left}} of {{max}} characters left", in the reader's digits. */
  hint: (counts: { used: string; left: string; max: string }) => string;
}

/** A few lines of free text that say how many of their characters are used or left, or what is wrong. */
export function CountedTextField({ field, label, max, text, error, hint, ...rest }: CountedTextFieldProps) {
  const { count } = useFormat();
  const used = (text ?? '').length;
  return (
    <TextField
      {...field}
      label={label}
      multiline
      minRows={3}
      maxRows={8}
      {...rest}
      error={!!error}
      helperText={
        error ? translate(error) : hint({ used: count(used), left: count(Math.max(0, max - used)), max: count(max) })
      }
    />
  );
}
