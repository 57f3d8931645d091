import { Chip, type ChipProps } from '@mui/material';
import type { ProductStatus } from '@reshelf/domain';
import { useTranslation } from '../../lib/i18n';

const COLOR: Record<ProductStatus, ChipProps['color']> = {
  Available: 'success',
  Booked: 'warning',
  Sold: 'default',
  Hidden: 'error',
};

export function ProductStatusChip({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Chip label={t(`terms.productStatus.${status}`)} color={COLOR[status]} size="small" />;
}
