import { Stack, TextField } from '@mui/material';
import { CONDITIONS, type ProductEditForm } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
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
  const { t } = useTranslation();
  // Both forms hold these fields; read through the edit form's type, which names only them.
  const {
    control,
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<ProductEditForm>;
  // Each text field's registration and error, named here: the JSX below holds no literal names.
  const input = (name: keyof ProductEditForm, options?: RegisterOptions<ProductEditForm>) => ({
    ...register(name, options),
    ...errorProps(errors, name),
  });
  const inputs = {
    productName: input('productName'),
    author: input('author', { setValueAs: emptyToUndefined }),
    image: input('image'),
    price: input('price'),
    location: input('location'),
    description: input('description'),
  };
  const image = useWatch({ control, name: 'image' });

  return (
    <>
      <TextField label={t('products.fields.bookName')} required {...inputs.productName} />
      <TextField label={t('products.fields.author')} {...inputs.author} />
      <Stack spacing={2} sx={{ gridColumn: { md: '1 / -1' } }}>
        <TextField
          label={t('products.fields.image')}
          required
          type="url"
          placeholder={t('products.fields.imagePlaceholder')}
          {...inputs.image}
        />
        <ImagePreview key={String(image)} url={String(image ?? '')} onBroken={onImageBroken} />
      </Stack>
      <TextField
        label={t('products.fields.price')}
        required
        placeholder={t('products.fields.pricePlaceholder')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...inputs.price}
      />
      {children}
      <ChoiceField
        control={control}
        name="condition"
        label={t('products.fields.condition')}
        options={CONDITIONS}
        labelOf={(c) => t(`terms.condition.${c}`)}
      />
      <TextField
        label={t('products.fields.location')}
        required
        placeholder={t('products.fields.locationPlaceholder')}
        {...inputs.location}
      />
      <TextField
        label={t('products.fields.description')}
        required
        multiline
        minRows={4}
        sx={{ gridColumn: { md: '1 / -1' } }}
        {...inputs.description}
      />
    </>
  );
}
