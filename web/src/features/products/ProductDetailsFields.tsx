import { Autocomplete, TextField } from '@mui/material';
import { CONDITIONS, type ProductEditForm } from '@reshelf/domain';
import type { ReactNode } from 'react';
import { Controller, useController, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { translate, useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';
import { useCatalogueSuggestions } from './catalogue-suggestions';
import { ChoiceField } from './ChoiceField';
import { PhotoPicker } from './photos/PhotoPicker';
import type { PhotoUploads } from './photos/use-photo-uploads';

// An optional field left empty is absent, not an empty string the schema would refuse.
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

interface ProductDetailsFieldsProps<T extends ProductEditForm & FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  photos: PhotoUploads;
  /** Fields of one form only, placed after the price. */
  children?: ReactNode;
}

/** The fields a seller fills in on adding a book and may change later, in a two-column grid. */
export function ProductDetailsFields<T extends ProductEditForm & FieldValues>({
  form,
  photos,
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
    price: input('price'),
    location: input('location'),
    description: input('description'),
  };
  // The uploads set the value; the field is here for its message and for focus on an error.
  const photosField = useController({ control, name: 'photos' });
  // The list's own message, or the first of one photo's (an id the server would not take).
  const photosError =
    errors.photos?.message ?? (Array.isArray(errors.photos) ? errors.photos.find(Boolean)?.message : undefined);

  return (
    <>
      <PhotoPicker photos={photos} error={photosError} buttonRef={photosField.field.ref} />
      <SuggestedField form={form} name="productName" label={t('products.fields.bookName')} required />
      <SuggestedField form={form} name="author" label={t('products.fields.author')} />
      <TextField
        label={t('products.fields.price')}
        required
        placeholder={t('products.fields.pricePlaceholder')}
        // Free text: a price typed in Bangla digits (৪৫০) reads as 450.
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

interface SuggestedFieldProps<T extends ProductEditForm & FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: 'productName' | 'author';
  label: string;
  required?: boolean;
}

/** A free text field that offers what the catalogue already has as the seller types (2+ characters). */
function SuggestedField<T extends ProductEditForm & FieldValues>({
  form,
  name,
  label,
  required,
}: SuggestedFieldProps<T>) {
  const { control } = form as unknown as UseFormReturn<ProductEditForm>;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Suggested
          typed={field.value ?? ''}
          name={name}
          label={label}
          required={required}
          // An optional field left empty is absent; a required one stays '' for the schema to name.
          onChange={(text) => field.onChange(required ? text : emptyToUndefined(text))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error?.message}
        />
      )}
    />
  );
}

interface SuggestedProps {
  typed: string;
  name: 'productName' | 'author';
  label: string;
  required?: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef: (input: HTMLInputElement | null) => void;
  error?: string;
}

function Suggested({ typed, name, label, required, onChange, onBlur, inputRef, error }: SuggestedProps) {
  const options = useCatalogueSuggestions(typed, name);
  return (
    <Autocomplete
      freeSolo
      // Its small clear button is no target for a thumb; the text deletes as any other.
      disableClearable
      options={options}
      // The catalogue already chose them by the typed word.
      filterOptions={(all) => all}
      inputValue={typed}
      onInputChange={(_, text, reason) => {
        // 'reset' is the empty selection the Autocomplete starts with, not what was typed.
        if (reason !== 'reset') onChange(text);
      }}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ? translate(error) : undefined}
        />
      )}
    />
  );
}
