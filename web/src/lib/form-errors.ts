import type { FieldErrors } from 'react-hook-form';
import { translate } from './i18n';

/**
 * A field's error and its message, as MUI's TextField takes them: the schema's errors are catalogue
 * keys, translated here; the server's come in the reader's language already and show as they are.
 * Without an error the field shows `hint`.
 */
export function errorProps(errors: FieldErrors, name: string, hint?: string) {
  const message = errors[name]?.message;
  return { error: Boolean(errors[name]), helperText: typeof message === 'string' ? translate(message) : hint };
}
