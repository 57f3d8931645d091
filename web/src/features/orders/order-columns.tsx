import type { OrderDoc } from '@reshelf/domain';
import type { ComponentType, ReactNode } from 'react';
import type { Column } from '../../components/DataTable';
import type { Row } from '../../lib/live-query';
import type { TFunction } from '../../lib/i18n';

type OrderColumn = Column<Row<OrderDoc>>;

/** What a page adds to an order table. */
export interface OrderTableExtras {
  /** A column before the actions: the way into the order's conversation. */
  extraColumn?: OrderColumn;
  /** Under an order's actions: the review of a sale. */
  extraAction?: (order: Row<OrderDoc>) => ReactNode;
}

/** A table's own columns, then the page's extra column, then the table's actions with the page's extra under them. */
export function orderColumns(
  t: TFunction,
  own: OrderColumn[],
  Actions: ComponentType<{ order: Row<OrderDoc> }>,
  { extraColumn, extraAction }: OrderTableExtras,
): OrderColumn[] {
  return [
    ...own,
    ...(extraColumn ? [extraColumn] : []),
    {
      label: t('orders.column.actions'),
      cell: (o) => (
        <>
          <Actions order={o} />
          {extraAction?.(o)}
        </>
      ),
    },
  ];
}
