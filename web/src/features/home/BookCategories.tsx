import { QUERIES } from '@reshelf/domain';
import { Suspense } from 'react';
import { DataRegion } from '../../components/DataRegion';
import { useLiveQuery } from '../../lib/live-query';
import { LiveList } from '../../components/LiveRegion';
import { useTranslation } from '../../lib/i18n';
import { CategoriesGrid, CategoriesSkeleton, type Category } from './CategoriesGrid';

/** More than the catalogue has; the query stays bounded all the same. */
const CATEGORIES_MAX = 24;

function LiveCategories() {
  const { t } = useTranslation();
  const { data = [], fromCache } = useLiveQuery<Category>(QUERIES.categories(), CATEGORIES_MAX, { suspense: true });
  return (
    <LiveList
      live={{ rows: data, fromCache }}
      what={t('home.categories.what')}
      empty={null}
      loading={<CategoriesSkeleton />}
    >
      <CategoriesGrid categories={data} />
    </LiveList>
  );
}

/** Loaded lazily: Home paints before the Firebase SDK arrives. */
export default function BookCategories() {
  const { t } = useTranslation();
  return (
    <DataRegion loadingLabel={t('home.categories.loading')}>
      <Suspense fallback={<CategoriesSkeleton />}>
        <LiveCategories />
      </Suspense>
    </DataRegion>
  );
}
