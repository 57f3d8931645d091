import { QUERIES } from '@reshelf/domain';
import { Suspense, useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { DataRegion } from '../../components/DataRegion';
import { FirebaseProviders } from '../../lib/firebase';
import { toQuery } from '../../lib/firestore-query';
import { CategoriesGrid, CategoriesSkeleton, type Category } from './CategoriesGrid';

/** More than the catalogue has; the query stays bounded all the same. */
const CATEGORIES_MAX = 24;

function LiveCategories() {
  const query = useMemo(() => toQuery(QUERIES.categories(), CATEGORIES_MAX), []);
  const { data } = useFirestoreCollectionData(query, { idField: '_id', suspense: true });
  return <CategoriesGrid categories={data as Category[]} />;
}

/** Loaded lazily: Home paints before the Firebase SDK arrives. */
export default function BookCategories() {
  return (
    <FirebaseProviders>
      <DataRegion loadingLabel="Loading book categories">
        <Suspense fallback={<CategoriesSkeleton />}>
          <LiveCategories />
        </Suspense>
      </DataRegion>
    </FirebaseProviders>
  );
}
