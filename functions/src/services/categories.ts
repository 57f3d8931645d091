import { QUERIES, type PageQuery } from '@reshelf/domain';
import { toJson } from '../lib/docs';
import { fetchPage } from '../lib/firestore-query';

export async function listCategories(page: PageQuery) {
  const docs = await fetchPage(QUERIES.categories(), page);
  return docs.map((d) => ({ _id: d.id, ...toJson(d.data()) }));
}
