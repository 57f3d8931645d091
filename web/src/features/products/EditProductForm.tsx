import { Alert, Box, Button, DialogActions, DialogContent } from '@mui/material';
import { productEditSchema, type ProductDoc, type ProductEdit, type ProductEditForm } from '@reshelf/domain';
import type { Row } from '../../lib/live-query';
import { editProduct } from './edit-product';
import { ProductDetailsFields } from './ProductDetailsFields';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { translate, useTranslation } from '../../lib/i18n';
import { useProductForm } from './use-product-form';

interface EditProductFormProps {
  product: Row<ProductDoc>;
  onDone: () => void;
}

/**
 * The fields of a listing its seller may change, filled in with what it says now, in a dialog. The
 * phone is not among them: a booking gives the buyer the seller's verified number.
 */
export function EditProductForm({ product, onDone }: EditProductFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, photos, unverified, failure } = useProductForm<ProductEditForm, ProductEdit>(
    productEditSchema,
    {
      productName: product.productName,
      author: product.author,
      photos: product.photos,
      price: String(product.price),
      condition: product.condition,
      location: product.location,
      description: product.description,
    },
    async (values) => {
      await editProduct(product._id, values);
      onDone();
    },
  );

  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('products.edit.label', { name: product.productName })}
    >
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ProductDetailsFields form={form} photos={photos} />
        </Box>
        {unverified && (
          <Box sx={{ mt: 2 }}>
            <VerifyEmailNotice />
          </Box>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onDone} disabled={form.formState.isSubmitting} sx={{ minHeight: 48 }}>
          {t('products.edit.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ minHeight: 48 }}>
          {t('products.edit.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
