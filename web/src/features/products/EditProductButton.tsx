import { Button, Dialog, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import type { ProductDoc } from '@reshelf/domain';
import { useId, useState } from 'react';
import type { Row } from '../../lib/live-query';
import { useTranslation } from '../../lib/i18n';
import { EditProductForm } from './EditProductForm';

/** Edit opens the listing's form in a dialog (full screen on phones); only an available book changes. */
export function EditProductButton({ product }: { product: Row<ProductDoc> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={product.productStatus !== 'Available'}
        onClick={() => setOpen(true)}
        aria-label={t('products.edit.label', { name: product.productName })}
      >
        {t('products.edit.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('products.edit.label', { name: product.productName })}</DialogTitle>
        {open && <EditProductForm product={product} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
