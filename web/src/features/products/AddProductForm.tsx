import { Alert, Box, Button, TextField } from '@mui/material';
import {
  CATEGORY_NAMES,
  INITIAL_PRODUCT_STATUS,
  newProductSchema,
  type NewProduct,
  type NewProductForm,
} from '@reshelf/domain';
import type { Path } from 'react-hook-form';
import { useState } from 'react';
import { addProduct } from './add-product';
import { ChoiceField } from './ChoiceField';
import { emptyToUndefined, ProductDetailsFields } from './ProductDetailsFields';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { errorProps, useProductForm } from './use-product-form';

// Read-only fields look filled in, so nobody tries to type in them.
const readOnly = { input: { readOnly: true, sx: { bgcolor: 'action.hover' } } };

/** Add a product (spec §5): every field but seller email and status is required, except the optional ones. */
export function AddProductForm({ sellerEmail, onAdded }: { sellerEmail: string; onAdded: () => void }) {
  // One key for this form's listing: every retry after a failure (a reply lost on the way back
  // included) sends the same one.
  const [attempt] = useState(() => crypto.randomUUID());
  const { form, onSubmit, onImageBroken, unverified, failure } = useProductForm<NewProductForm, NewProduct>(
    newProductSchema,
    {
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
    async (values) => {
      await addProduct(values, attempt);
      onAdded();
    },
  );
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  const field = (name: Path<NewProductForm>) => errorProps(errors, name);

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
        <ProductDetailsFields form={form} onImageBroken={onImageBroken}>
          <TextField
            label="Original price (৳, optional)"
            placeholder="e.g. 600"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('originalPrice', { setValueAs: emptyToUndefined })}
            {...field('originalPrice')}
          />
          <ChoiceField control={control} name="categoryName" label="Category" options={CATEGORY_NAMES} />
          <TextField
            label="Year of purchase"
            required
            placeholder="e.g. 2021"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            {...register('purchaseDate')}
            {...field('purchaseDate')}
          />
        </ProductDetailsFields>
      </Box>
      {unverified && (
        <Box sx={{ mt: 3 }}>
          <VerifyEmailNotice />
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={isSubmitting} sx={{ mt: 3 }}>
        Add product
      </Button>
    </Box>
  );
}
