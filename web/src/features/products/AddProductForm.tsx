import { Alert, Box, Button, TextField } from '@mui/material';
import {
  CATEGORY_NAMES,
  categoryIdOf,
  INITIAL_PRODUCT_STATUS,
  newProductSchema,
  type NewProduct,
  type NewProductForm,
} from '@reshelf/domain';
import { useState } from 'react';
import { addProduct } from './add-product';
import { ChoiceField } from './ChoiceField';
import { emptyToUndefined, ProductDetailsFields } from './ProductDetailsFields';
import { usePhoneVerification, VerifiedPhoneField } from '../../components/VerifiedPhone';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { translate, useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';
import { useProductForm } from './use-product-form';

// Read-only fields look filled in, so nobody tries to type in them.
const readOnly = { input: { readOnly: true, sx: { bgcolor: 'action.hover' } } };

/**
 * Add a product (spec §5): every field but seller email and status is required, except the optional
 * ones. The phone is the seller's verified number: without one, "Verify your phone" opens with the
 * form (and again on submit, or when the server says so).
 */
export function AddProductForm({ sellerEmail, onAdded }: { sellerEmail: string; onAdded: () => void }) {
  const { t } = useTranslation();
  // One key for this form's listing: every retry after a failure (a reply lost on the way back
  // included) sends the same one.
  const [attempt] = useState(() => crypto.randomUUID());
  const { phone, ask, dialog } = usePhoneVerification({ askAtOnce: true });
  const { form, onSubmit, photos, unverified, failure } = useProductForm<NewProductForm, NewProduct>(
    newProductSchema,
    {
      sellerEmail,
      productStatus: INITIAL_PRODUCT_STATUS,
      productName: '',
      photos: [],
      price: '',
      location: '',
      purchaseDate: '',
      description: '',
    },
    async (values) => {
      if (!phone) return ask();
      await addProduct(values, attempt);
      onAdded();
    },
    () => ask('verify'),
  );
  const {
    control,
    register,
    formState: { errors, isSubmitting },
  } = form;
  // Registrations and errors named here: the JSX below holds no literal names.
  const sellerEmailField = register('sellerEmail');
  const originalPrice = {
    ...register('originalPrice', { setValueAs: emptyToUndefined }),
    ...errorProps(errors, 'originalPrice'),
  };
  const purchaseDate = { ...register('purchaseDate'), ...errorProps(errors, 'purchaseDate') };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={t('products.add.label')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          label={t('products.add.sellerEmail')}
          {...sellerEmailField}
          slotProps={readOnly}
          helperText={t('products.add.sellerEmailHint')}
        />
        {/* The stored status (Available) is sent from the form's values; the reader sees it in their language. */}
        <TextField
          label={t('products.add.status')}
          value={t(`terms.productStatus.${INITIAL_PRODUCT_STATUS}`)}
          slotProps={readOnly}
          helperText={t('products.add.statusHint')}
        />
        <ProductDetailsFields form={form} photos={photos}>
          <TextField
            label={t('products.add.originalPrice')}
            placeholder={t('products.add.originalPricePlaceholder')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...originalPrice}
          />
          <ChoiceField
            control={control}
            name="categoryName"
            label={t('products.add.category')}
            options={CATEGORY_NAMES}
            labelOf={(name) => t(`terms.category.${categoryIdOf(name)}`)}
          />
          <TextField
            label={t('products.add.purchaseYear')}
            required
            placeholder={t('products.add.purchaseYearPlaceholder')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            {...purchaseDate}
          />
          <VerifiedPhoneField
            phone={phone}
            ask={ask}
            label={t('products.fields.phone')}
            helperText={t('products.fields.phoneHint')}
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
          {translate(failure)}
        </Alert>
      )}
      {/* Full width on a phone: the thumb finds it wherever it rests. */}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isSubmitting}
        sx={{ mt: 3, minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('products.add.submit')}
      </Button>
      {dialog}
    </Box>
  );
}
