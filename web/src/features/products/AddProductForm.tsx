import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  CATEGORY_NAMES,
  CONDITIONS,
  ERROR,
  INITIAL_PRODUCT_STATUS,
  newProductSchema,
  type NewProduct,
  type NewProductForm,
} from '@reshelf/domain';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { addProduct } from './add-product';
import { ImagePreview } from './ImagePreview';

// An optional field left empty is absent, not an empty string the schema would refuse.
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
// Read-only fields look filled in, so nobody tries to type in them.
const readOnly = { input: { readOnly: true, sx: { bgcolor: 'action.hover' } } };

/** Add a product (spec §5): every field but seller email and status is required, except the optional ones. */
export function AddProductForm({ sellerEmail, onAdded }: { sellerEmail: string; onAdded: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewProductForm, unknown, NewProduct>({
    resolver: zodResolver(newProductSchema),
    defaultValues: {
      sellerEmail,
      productStatus: INITIAL_PRODUCT_STATUS,
      productName: '',
      image: '',
      price: '',
      phone: '',
      location: '',
      purchaseDate: '',
      description: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addProduct(values);
      onAdded();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      for (const [name, message] of Object.entries(fields)) {
        if (name in newProductSchema.shape) setError(name as Path<NewProductForm>, { message });
      }
      notify.error(err instanceof Error ? err.message : ERROR.generic);
    }
  });

  const field = (name: Path<NewProductForm>) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });
  const image = useWatch({ control, name: 'image' });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Add a product">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label="Seller email"
          {...register('sellerEmail')}
          slotProps={readOnly}
          helperText="From your account"
        />
        <TextField
          label="Status"
          {...register('productStatus')}
          slotProps={readOnly}
          helperText="New books are Available"
        />
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
          <ImagePreview key={String(image)} url={String(image ?? '')} />
        </Stack>
        <TextField
          label="Price (৳)"
          required
          placeholder="e.g. 250"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...register('price')}
          {...field('price')}
        />
        <TextField
          label="Original price (৳, optional)"
          placeholder="e.g. 600"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...register('originalPrice', { setValueAs: emptyToUndefined })}
          {...field('originalPrice')}
        />
        <Controller
          name="condition"
          control={control}
          render={({ field: { value, ...rest } }) => (
            <TextField select label="Condition" required value={value ?? ''} {...rest} {...field('condition')}>
              {CONDITIONS.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="categoryName"
          control={control}
          render={({ field: { value, ...rest } }) => (
            <TextField select label="Category" required value={value ?? ''} {...rest} {...field('categoryName')}>
              {CATEGORY_NAMES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
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
          label="Year of purchase"
          required
          placeholder="e.g. 2021"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          {...register('purchaseDate')}
          {...field('purchaseDate')}
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
      </Box>
      <Button type="submit" variant="contained" size="large" loading={isSubmitting} sx={{ mt: 3 }}>
        Add product
      </Button>
    </Box>
  );
}
