import { Stack, TextField } from '@mui/material';
import { CONDITIONS, type ProductEditForm } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ChoiceField } from './ChoiceField';
import { ImagePreview } from './ImagePreview';
import { errorProps } from './use-product-form';

// An optional field left empty is absent, not an empty string the schema would refuse.
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

interface ProductDetailsFieldsProps<T extends ProductEditForm & FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  onImageBroken: (url: string) => void;
  /** Fields of one form only, placed after the price. */
  children?: ReactNode;
}

/** The fields a seller fills in on adding a book and may change later, in a two-column grid. */
export function ProductDetailsFields<T extends ProductEditForm & FieldValues>({
  form,
  onImageBroken,
  children,
}: ProductDetailsFieldsProps<T>) {
  // Both forms hold these fields; read through the edit form's type, which names only them.
  const {
    control,
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<ProductEditForm>;
  const field = (name: keyof ProductEditForm) => errorProps(errors, name);
  const image = useWatch({ control, name: 'image' });

  return (
    <>
      <TextField label="Book name" required {...register('productName')} {...field('productName')} />
      <TextField
        label="Author (optional)"
        {...register('author', { setValueAs: emptyToUndefined })}
        {...field('author')}
      />
      <Stack spacing={2} sx={{ gridColumn: { md: '1 / -1' } }}>
        <TextField
          label="Image URL"
          required
          type="url"
          placeholder="https://…/cover.jpg"
          {...register('image')}
          {...field('image')}
        />
        <ImagePreview key={String(image)} url={String(image ?? '')} onBroken={onImageBroken} />
      </Stack>
      <TextField
        label="Price (৳)"
        required
        placeholder="e.g. 250"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...register('price')}
        {...field('price')}
      />
      {children}
      <ChoiceField control={control} name="condition" label="Condition" options={CONDITIONS} />
      <TextField
        label="Phone"
        required
        type="tel"
        placeholder="01712-345678"
        autoComplete="tel"
        {...register('phone')}
        {...field('phone')}
      />
      <TextField
        label="Location"
        required
        placeholder="e.g. Mirpur, Dhaka"
        {...register('location')}
        {...field('location')}
      />
      <TextField
        label="Description"
        required
        multiline
        minRows={4}
        sx={{ gridColumn: { md: '1 / -1' } }}
        {...register('description')}
        {...field('description')}
      />
    </>
  );
}
