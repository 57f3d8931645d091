import { ERROR, isDocId, type PageQuery, type QuerySpec } from '@reshelf/domain';
import { getFirestore, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpError } from './errors';

/** The Admin SDK query for a domain query spec (domain/src/queries.ts). */
export function buildQuery(spec: QuerySpec): Query {
  let query: Query = getFirestore().collection(spec.collection);
  for (const [field, op, value] of spec.filters) query = query.where(field, op, value);
  for (const [field, direction] of spec.orderBy) query = query.orderBy(field, direction);
  return query;
}

/** One page of a query: `limit` documents after the document `after`. */
export async function fetchPage(spec: QuerySpec, { limit, after }: PageQuery): Promise<QueryDocumentSnapshot[]> {
  let query = buildQuery(spec).limit(limit);
  if (after) {
    const cursor = isDocId(after) ? await getFirestore().collection(spec.collection).doc(after).get() : undefined;
    if (!cursor?.exists) throw new HttpError('invalid', ERROR.invalid, { after: 'Unknown item to page after' });
    query = query.startAfter(cursor);
  }
  return (await query.get()).docs;
}
