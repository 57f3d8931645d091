import { TextField } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translate } from '../lib/i18n';
import { useFormat } from '../lib/use-format';

interface CountedTextFieldProps {
  field: UseFormRegisterReturn;
  label: string;
  max: number;
  /** What the field holds now (react-hook-form's useWatch). */
  text: string | undefined;
  /** A validation message of domain's catalogue, shown instead of the count. */
  error?: string;
  /** The count's words, e.g. "{{left}} of {{max}} characters left". */
  hint: (counts: { left: string; max: string }) => string;
}

/** A few lines of free text that say how many of their characters are left, or what is wrong. */
export function CountedTextField({ field, label, max, text, error, hint }: CountedTextFieldProps) {
  const { count } = useFormat();
  const left = Math.max(0, max - (text ?? '').length);
  return (
    <TextField
      {...field}
      label={label}
      multiline
      minRows={3}
      maxRows={8}
      error={!!error}
      helperText={error ? translate(error) : hint({ left: count(left), max: count(max) })}
    />
  );
}
