import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { isPhoneUnverified } from '../../components/VerifiedPhone';
import { isUnverified } from '../../components/VerifyEmailNotice';
import { writeErrorMessage } from '../../components/write-error';
import { ApiError } from '../../lib/api-client';
import { usePhotoUploads, type PhotosBlocked } from './photos/use-photo-uploads';

/**
 * A product form (add or edit): the domain schema checks it, its photos upload as they are picked
 * and it cannot be sent until each is stored, the server's field errors go next to their fields,
 * and why it failed shows on the form (`failure`), every typed value kept for another try.
 */
export function useProductForm<TForm extends FieldValues & { photos?: unknown }, TValues>(
  schema: z.ZodType<TValues, TForm>,
  defaultValues: DefaultValues<TForm> & { photos: string[] },
  send: (values: TValues) => Promise<unknown>,
  /** The API refused for want of a verified phone: the form opens "Verify your phone". */
  onPhoneUnverified?: () => void,
) {
  // The API refused because the seller has not confirmed their email: the form says how to.
  const [unverified, setUnverified] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const refused = (err: unknown) => {
    if (isUnverified(err)) {
      setUnverified(true);
      return true;
    }
    if (onPhoneUnverified && isPhoneUnverified(err)) {
      onPhoneUnverified();
      return true;
    }
    return false;
  };

  const photos = usePhotoUploads(defaultValues.photos, { onRefused: refused });
  const form = useForm<TForm, PhotosContext, TValues>({
    resolver: withPhotosGuard(zodResolver(schema)),
    context: { photosBlocked: photos.blocked },
    defaultValues,
  });
  const {
    setValue,
    formState: { isSubmitted },
  } = form;
  const fieldError = (name: string, message: string) => form.setError(name as Path<TForm>, { message });

  // The stored photos, in order, are the form's `photos`.
  useEffect(() => {
    setValue('photos' as Path<TForm>, photos.ids as PathValue<TForm, Path<TForm>>, {
      shouldDirty: true,
      // Once the seller has tried to send, the photos' message follows what they do.
      shouldValidate: isSubmitted,
    });
  }, [photos.ids, photos.blocked, setValue, isSubmitted]);

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverified(false);
    setFailure(null);
    try {
      await send(values);
    } catch (err) {
      if (refused(err)) return;
      const fields = err instanceof ApiError ? err.fields : {};
      for (const [name, message] of Object.entries(fields)) fieldError(name, message);
      setFailure(writeErrorMessage(err));
    }
  });

  return { form, onSubmit, photos, unverified, failure };
}

interface PhotosContext {
  photosBlocked: PhotosBlocked;
}

/** The schema's verdict, and while a photo is uploading or has failed, a message at the photos instead of sending. */
function withPhotosGuard<TForm extends FieldValues, TValues>(
  resolver: Resolver<TForm, PhotosContext, TValues>,
): Resolver<TForm, PhotosContext, TValues> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const message = context?.photosBlocked;
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, photos: { type: 'pending', message } } as FieldErrors<TForm> };
  };
}
