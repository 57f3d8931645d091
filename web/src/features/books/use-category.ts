import { COLLECTIONS, type CategoryDoc } from '@reshelf/domain';
import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { db } from '../../lib/firebase';

/** The category document, or undefined when there is no such category. */
export function useCategory(id: string) {
  const { data } = useFirestoreDocData(doc(db, COLLECTIONS.categories, id), { suspense: true });
  return data as CategoryDoc | undefined;
}
