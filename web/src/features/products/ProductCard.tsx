import CampaignIcon from '@mui/icons-material/Campaign';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { categoryIdOf, ERROR, type ProductDoc } from '@reshelf/domain';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Photo } from '../../components/Photo';
import type { Row } from '../../lib/live-query';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useAdvertiseProduct } from './advertise-product';
import { useDeleteProduct } from './delete-product';
import { EditProductButton } from './EditProductButton';
import { ProductStatusChip } from './ProductStatusChip';

function AdvertiseButton({ product, advertised }: { product: Row<ProductDoc>; advertised: boolean }) {
  const { t } = useTranslation();
  const { run, pending } = useAdvertiseProduct();
  if (advertised) {
    return (
      <Button
        size="small"
        disabled
        startIcon={<CheckIcon />}
        aria-label={t('products.card.advertisedLabel', { name: product.productName })}
        sx={{ '&.Mui-disabled': { color: 'success.main' } }}
      >
        {t('products.card.advertised')}
      </Button>
    );
  }
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<CampaignIcon />}
      loading={pending}
      disabled={product.productStatus !== 'Available'}
      onClick={() => run(product._id)}
      aria-label={t('products.card.advertiseLabel', { name: product.productName })}
    >
      {t('products.card.advertise')}
    </Button>
  );
}

function DeleteButton({ product }: { product: Row<ProductDoc> }) {
  const { t } = useTranslation();
  const { run, pending } = useDeleteProduct();
  return (
    <ConfirmButton
      aria-label={t('products.card.deleteLabel', { name: product.productName })}
      title={t('products.card.deleteTitle', { name: product.productName })}
      message={t('products.card.deleteMessage')}
      onConfirm={() => run(product._id)}
      pending={pending}
      disabled={product.productStatus === 'Booked'}
    >
      {t('products.card.delete')}
    </ConfirmButton>
  );
}

/** One of the seller's listings (spec §2): image, name, status, price, Advertise, Edit and Delete. */
export function ProductCard({ product, advertised }: { product: Row<ProductDoc>; advertised: boolean }) {
  const { t } = useTranslation();
  const { price } = useFormat();
  const note = product.hiddenFor
    ? t(product.hiddenFor === 'reports' ? 'reports.hiddenNote' : 'reports.suspendedNote')
    : product.productStatus === 'Booked'
      ? t(ERROR.bookedNotDeletable)
      : product.productStatus === 'Sold'
        ? t('products.card.sold')
        : null;
  return (
    <Card
      component="article"
      aria-label={product.productName}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ bgcolor: 'grey.100', p: 1 }}>
        <Photo
          image={product.image}
          alt={t('products.card.cover', { name: product.productName })}
          title={product.productName}
          color={product.coverColor}
          sizes="108px"
          width={108}
          height={162}
          sx={{ width: 108, mx: 'auto' }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
              {product.productName}
            </Typography>
            {product.author && (
              <Typography variant="body2" color="text.secondary">
                {product.author}
              </Typography>
            )}
          </Box>
          <ProductStatusChip status={product.productStatus} />
        </Stack>
        <Typography variant="h6" component="p" color="primary" sx={{ mt: 1 }}>
          {price(product.price)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('products.card.kind', {
            category: t(`terms.category.${categoryIdOf(product.categoryName)}`),
            condition: t(`terms.condition.${product.condition}`),
          })}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <AdvertiseButton product={product} advertised={advertised} />
        <EditProductButton product={product} />
        <DeleteButton product={product} />
      </CardActions>
    </Card>
  );
}
