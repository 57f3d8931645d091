import { QUERIES } from '@reshelf/domain';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import { DataRegion } from '../../components/DataRegion';
import { FirebaseProviders } from '../../lib/firebase';
import { toQuery } from '../../lib/firestore-query';
import { OffersSection, type Offer } from './OffersSection';

/** Home shows a handful of offers, newest first. */
const OFFERS_SHOWN = 6;

function LiveOffers() {
  const query = useMemo(() => toQuery(QUERIES.advertisements(), OFFERS_SHOWN), []);
  const { data } = useFirestoreCollectionData(query, { idField: '_id', suspense: true });
  return <OffersSection offers={data as Offer[]} />;
}

/** Loaded lazily: Home paints before the Firebase SDK arrives. */
export default function AdvertisedOffers() {
  return (
    <FirebaseProviders>
      <DataRegion loadingLabel="Loading special offers">
        <LiveOffers />
      </DataRegion>
    </FirebaseProviders>
  );
}
