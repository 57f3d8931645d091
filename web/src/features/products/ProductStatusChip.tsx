import { Chip, type ChipProps } from '@mui/material';
import type { ProductStatus } from '@reshelf/domain';

const COLOR: Record<ProductStatus, ChipProps['color']> = { Available: 'success', Booked: 'warning', Sold: 'default' };

export function ProductStatusChip({ status }: { status: ProductStatus }) {
  return <Chip label={status} color={COLOR[status]} size="small" />;
}
