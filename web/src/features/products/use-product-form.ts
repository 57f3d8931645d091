import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR } from '@reshelf/domain';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { isPhoneUnverified } from '../../components/VerifiedPhone';
import { isUnverified } from '../../components/VerifyEmailNotice';
import { writeErrorMessage } from '../../components/write-error';
import { ApiError } from '../../lib/api-client';
import { translate } from '../../lib/i18n';

/**
 * A product form (add or edit): the domain schema checks it, an image URL the preview could not
 * load is refused, the server's field errors go next to their fields, and why it failed shows on
 * the form (`failure`), every typed value kept for another try.
 */
export function useProductForm<TForm extends FieldValues, TValues extends { image: string }>(
  schema: z.ZodType<TValues, TForm>,
  defaultValues: DefaultValues<TForm>,
  send: (values: TValues) => Promise<unknown>,
  /** The API refused for want of a verified phone: the form opens "Verify your phone". */
  onPhoneUnverified?: () => void,
) {
  const form = useForm<TForm, unknown, TValues>({ resolver: zodResolver(schema), defaultValues });
  const [brokenImage, setBrokenImage] = useState<string>();
  // The API refused because the seller has not confirmed their email: the form says how to.
  const [unverified, setUnverified] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldError = (name: string, message: string) => form.setError(name as Path<TForm>, { message });

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.image === brokenImage) {
      fieldError('image', ERROR.imageDoesNotLoad);
      return;
    }
    setUnverified(false);
    setFailure(null);
    try {
      await send(values);
    } catch (err) {
      if (isUnverified(err)) {
        setUnverified(true);
        return;
      }
      if (onPhoneUnverified && isPhoneUnverified(err)) {
        onPhoneUnverified();
        return;
      }
      const fields = err instanceof ApiError ? err.fields : {};
      for (const [name, message] of Object.entries(fields)) fieldError(name, message);
      setFailure(writeErrorMessage(err));
    }
  });

  return { form, onSubmit, onImageBroken: setBrokenImage, unverified, failure };
}

/**
 * A field's error and its message, as MUI's TextField takes them: the schema's errors are catalogue
 * keys, translated here; the server's come in the reader's language already and show as they are.
 */
export function errorProps(errors: FieldErrors, name: string) {
  const message = errors[name]?.message;
  return { error: Boolean(errors[name]), helperText: typeof message === 'string' ? translate(message) : undefined };
}
