import type { QuerySpec } from '@reshelf/domain';

/** The query builders of a Firestore SDK: the web SDK's, or Firestore Lite's. */
interface QueryBuilders<W, O> {
  where: (field: string, op: QuerySpec['filters'][number][1], value: unknown) => W;
  orderBy: (field: string, direction: 'asc' | 'desc') => O;
}

/** One of domain's QUERIES as the constraints of `sdk` (its filters, then its order). */
export const queryConstraints = <W, O>(spec: QuerySpec, sdk: QueryBuilders<W, O>): (W | O)[] => [
  ...spec.filters.map(([field, op, value]) => sdk.where(field, op, value)),
  ...spec.orderBy.map(([field, direction]) => sdk.orderBy(field, direction)),
];
